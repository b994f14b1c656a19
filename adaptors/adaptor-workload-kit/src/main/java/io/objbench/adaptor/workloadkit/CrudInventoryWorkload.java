package io.objbench.adaptor.workloadkit;

import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * ssbench's model on a real storage, written as a COSBench workload with the confirmed-object
 * inventory keys: init of {@value #CONTAINERS} containers; a prepare of {@value #PREPARED_PER_CLASS}
 * objects per size class ({@code inventory=<class>;headFirst=true;spread=true}); a main stage of
 * {@value #MAIN_OPS} create/read/update/delete operations over three size classes, each class in
 * its own inventory. No cleanup: the objects stay so the caller can ask its server what the run
 * left ({@link CrudInventoryResult#assertStored}) and then remove them itself.
 *
 * <p>Every class writes one size when it creates and another when it updates, so the stored sizes
 * show which objects an update reached.
 */
public final class CrudInventoryWorkload {

    /**
     * A size class: objects are created with {@code createSize} bytes and overwritten with
     * {@code updateSize} bytes.
     */
    public record SizeClass(String name, long createSize, long updateSize) {
    }

    /** The three classes, each with its own inventory of the same name. */
    public static final List<SizeClass> CLASSES = List.of(new SizeClass("tiny", 1_000, 2_000),
            new SizeClass("small", 16_000, 24_000), new SizeClass("medium", 100_000, 150_000));
    /** Containers of the run. */
    public static final int CONTAINERS = 3;
    /** Objects each class's prepare writes (spread over the containers). */
    public static final int PREPARED_PER_CLASS = 12;
    /** Operations of the main stage. */
    public static final int MAIN_OPS = 300;

    // create, read, update, delete ratios per class; the first class gets the 100th point
    private static final int[] RATIOS = {9, 14, 8, 2};

    private final String storageType;
    private final String storageConfig;
    private final String authType;
    private final String authConfig;
    private final String prefix;

    private CrudInventoryWorkload(String storageType, String storageConfig, String authType, String authConfig,
                                  String prefix) {
        this.storageType = Objects.requireNonNull(storageType, "storageType");
        this.storageConfig = Objects.requireNonNull(storageConfig, "storageConfig");
        this.authType = authType;
        this.authConfig = authConfig;
        this.prefix = prefix;
    }

    /** The workload on storage {@code type} with its {@code config} ({@code key=value;...}, unescaped). */
    public static CrudInventoryWorkload on(String type, String config) {
        return new CrudInventoryWorkload(type, config, null, null,
                "objbench-it-" + UUID.randomUUID().toString().substring(0, 8) + "-");
    }

    /** The same storage behind an {@code <auth>} element of {@code type} with {@code config}. */
    public CrudInventoryWorkload withAuth(String type, String config) {
        return new CrudInventoryWorkload(storageType, storageConfig, Objects.requireNonNull(type, "type"),
                Objects.requireNonNull(config, "config"), prefix);
    }

    /** The run's containers are {@code prefix + 1} … {@code prefix + CONTAINERS}. */
    public String prefix() {
        return prefix;
    }

    /** The container names of this run. */
    public List<String> containers() {
        return java.util.stream.IntStream.rangeClosed(1, CONTAINERS).mapToObj(i -> prefix + i).toList();
    }

    /** The workload document as it is run. */
    public String xml() {
        StringBuilder x = new StringBuilder(4096);
        x.append("<workload name=\"crud-inventory\" description=\"ssbench-like CRUD on confirmed objects\">\n");
        if (authType != null) {
            x.append("  <auth type=\"").append(escape(authType)).append("\" config=\"").append(escape(authConfig))
                    .append("\" />\n");
        }
        x.append("  <storage type=\"").append(escape(storageType)).append("\" config=\"").append(escape(storageConfig))
                .append("\" />\n");
        x.append("  <workflow config=\"cprefix=").append(escape(prefix)).append("\">\n");
        x.append("    <workstage name=\"init\">\n      <work type=\"init\" workers=\"").append(CONTAINERS)
                .append("\" config=\"containers=r(1,").append(CONTAINERS).append(")\" />\n    </workstage>\n");
        x.append("    <workstage name=\"prepare\">\n");
        for (SizeClass c : CLASSES) {
            x.append("      <work type=\"prepare\" name=\"prepare-").append(c.name()).append("\" workers=\"3\" config=\"inventory=")
                    .append(c.name()).append(";containers=r(1,").append(CONTAINERS).append(");objects=r(1,")
                    .append(PREPARED_PER_CLASS).append(");sizes=c(").append(c.createSize())
                    .append(")B;headFirst=true;spread=true\" />\n");
        }
        x.append("    </workstage>\n");
        x.append("    <workstage name=\"main\">\n      <work name=\"main\" workers=\"4\" totalOps=\"").append(MAIN_OPS)
                .append("\">\n");
        for (SizeClass c : CLASSES) {
            int extra = c == CLASSES.getFirst() ? 1 : 0;
            operation(x, "write", "create-" + c.name(), RATIOS[0] + extra, c.name(), ";containers=u(1," + CONTAINERS
                    + ");sizes=c(" + c.createSize() + ")B");
            operation(x, "read", "read-" + c.name(), RATIOS[1], c.name(), "");
            operation(x, "write", "update-" + c.name(), RATIOS[2], c.name(), ";update=true;sizes=c(" + c.updateSize() + ")B");
            operation(x, "delete", "delete-" + c.name(), RATIOS[3], c.name(), "");
        }
        x.append("      </work>\n    </workstage>\n  </workflow>\n</workload>\n");
        return x.toString();
    }

    /** Runs the workload on one in-process driver. */
    public CrudInventoryResult run() throws WorkloadException {
        return new CrudInventoryResult(runOnOneDriver(WorkloadReader.read(xml(), "crud-inventory.xml")));
    }

    /**
     * Runs any workload (a converted ssbench scenario, say) the way this kit runs its own: the real
     * {@link WorkloadRunner} and one in-process driver finding its adaptors through ServiceLoader.
     */
    public static io.objbench.controller.run.WorkloadResult runOnOneDriver(Workload workload) {
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));
        return new WorkloadRunner(drivers, RunSettings.defaults(), RunListener.NONE).run("w1", workload);
    }

    private static void operation(StringBuilder x, String type, String name, int ratio, String inventory, String keys) {
        x.append("        <operation type=\"").append(type).append("\" ratio=\"").append(ratio)
                .append("\" config=\"name=").append(name).append(";inventory=").append(inventory).append(escape(keys))
                .append("\" />\n");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
