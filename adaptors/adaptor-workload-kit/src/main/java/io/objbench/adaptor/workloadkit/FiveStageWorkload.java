package io.objbench.adaptor.workloadkit;

import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * The whole-workload check of a storage adaptor: a COSBench workload of five stages (init, prepare
 * 2 × 40 objects of 64 KB, an 80/15/5 read/write/delete main stage of 400 operations, cleanup,
 * dispose), every read and write with {@code hashCheck=true}, run through the real
 * {@link WorkloadRunner} and the real driver engine in process, the adaptor found the way a plain
 * class-path driver finds it (ServiceLoader).
 *
 * <p>Each instance uses fresh container names ({@link #prefix()}), so a run never meets a former
 * run's data and the caller can ask its server afterwards whether anything of this run is left.
 *
 * <pre>{@code
 * FiveStageWorkload workload = FiveStageWorkload.on("s3", "endpoint=...;accesskey=...;secretkey=...");
 * FiveStageResult result = workload.run();
 * result.assertCleanRun();
 * assertThat(myServer.bucketsStartingWith(workload.prefix())).isEmpty();
 * }</pre>
 */
public final class FiveStageWorkload {

    /** Objects prepared: 2 containers × 40. */
    public static final int PREPARED_OBJECTS = 80;
    /** Size of each prepared object, in bytes (64 KB, decimal as in COSBench). */
    public static final long PREPARED_SIZE = 64_000L;
    /** Operations of the main stage. */
    public static final int MAIN_OPS = 400;

    private final String storageType;
    private final String storageConfig;
    private final String authType;
    private final String authConfig;
    private final String prefix;

    private FiveStageWorkload(String storageType, String storageConfig, String authType, String authConfig) {
        this.storageType = Objects.requireNonNull(storageType, "storageType");
        this.storageConfig = Objects.requireNonNull(storageConfig, "storageConfig");
        this.authType = authType;
        this.authConfig = authConfig;
        this.prefix = "objbench-it-" + UUID.randomUUID().toString().substring(0, 8) + "-";
    }

    /** A workload on storage {@code type} with its {@code config} string ({@code key=value;...}, unescaped). */
    public static FiveStageWorkload on(String type, String config) {
        return new FiveStageWorkload(type, config, null, null);
    }

    /** The same storage behind an {@code <auth>} element of {@code type} with {@code config}. */
    public FiveStageWorkload withAuth(String type, String config) {
        return new FiveStageWorkload(storageType, storageConfig, Objects.requireNonNull(type, "type"),
                Objects.requireNonNull(config, "config"));
    }

    /** Every container of this run is named {@code prefix + "1"} or {@code prefix + "2"}. */
    public String prefix() {
        return prefix;
    }

    /** The container names of this run. */
    public String[] containers() {
        return new String[] {prefix + "1", prefix + "2"};
    }

    /** The workload document as it is run. */
    public String xml() {
        String auth = authType == null ? ""
                : "<auth type=\"" + escape(authType) + "\" config=\"" + escape(authConfig) + "\" />";
        return template().replace("@AUTH@", auth).replace("@STORAGE_TYPE@", escape(storageType))
                .replace("@STORAGE_CONFIG@", escape(storageConfig)).replace("@PREFIX@", prefix);
    }

    /** Runs the workload on one in-process driver; a WorkloadException means the kit's own document was rejected. */
    public FiveStageResult run() throws WorkloadException {
        return run(RunListener.NONE);
    }

    /** Runs the workload on one in-process driver; {@code listener} sees each stage start and end. */
    public FiveStageResult run(RunListener listener) throws WorkloadException {
        return run(MissionManager.withDefaults("driver1"), listener);
    }

    /**
     * Runs the workload on {@code driver}, e.g. a driver whose adaptors come from an OSGi plugin
     * host ({@code new MissionManager(name, pluginHost.registry(), clock)}), to check a packaged bundle.
     */
    public FiveStageResult run(MissionManager driver, RunListener listener) throws WorkloadException {
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(driver));
        WorkloadResult result = new WorkloadRunner(drivers, RunSettings.defaults(), listener)
                .run("w1", WorkloadReader.read(xml(), storageType + "-five-stages.xml"));
        return new FiveStageResult(result);
    }

    private static String template() {
        try (InputStream in = FiveStageWorkload.class.getResourceAsStream("five-stages.xml")) {
            if (in == null) {
                throw new IllegalStateException("five-stages.xml is missing from the workload kit's jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
