package io.objbench.driver.support;

import io.objbench.core.config.KeyValueConfig;
import io.objbench.core.mission.Mission;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds works and missions for tests without XML. */
public final class Missions {

    private String name = "main";
    private WorkType type = WorkType.NORMAL;
    private int workers = 1;
    private int interval = 5;
    private Division division = Division.NONE;
    private int runtime;
    private int rampup;
    private int rampdown;
    private long totalOps;
    private long totalBytes;
    private AdaptorSpec auth = AdaptorSpec.NONE;
    private AdaptorSpec storage = new AdaptorSpec("scripted", "");
    private final List<Operation> ops = new ArrayList<>();
    private io.objbench.core.workload.OpenLoop openLoop;
    private String thinkTime;

    public static Missions work() {
        return new Missions();
    }

    public Missions type(WorkType t) { this.type = t; this.name = t == WorkType.NORMAL ? name : t.xmlName(); return this; }
    public Missions workers(int n) { this.workers = n; return this; }
    public Missions interval(int s) { this.interval = s; return this; }
    public Missions division(Division d) { this.division = d; return this; }
    public Missions runtime(int rampup, int runtime, int rampdown) {
        this.rampup = rampup; this.runtime = runtime; this.rampdown = rampdown; return this;
    }
    public Missions totalOps(long n) { this.totalOps = n; return this; }
    public Missions totalBytes(long n) { this.totalBytes = n; return this; }
    public Missions openLoop(double rate, io.objbench.core.workload.Arrival arrival) {
        this.openLoop = new io.objbench.core.workload.OpenLoop(rate, arrival,
                io.objbench.core.workload.OpenLoop.DEFAULT_LAG_LIMIT_MICROS);
        return this;
    }
    public Missions thinkTime(String distribution) { this.thinkTime = distribution; return this; }
    public Missions auth(String type, String config) { this.auth = new AdaptorSpec(type, config); return this; }
    public Missions storage(String type, String config) { this.storage = new AdaptorSpec(type, config); return this; }

    /** Adds an operation; {@code config} is its effective config. */
    public Missions op(String opType, int ratio, String config) {
        return op(opType, ratio, null, config);
    }

    public Missions op(String opType, int ratio, Division opDivision, String config) {
        Map<String, String> effective = KeyValueConfig.parse(config);
        String sample = switch (opType) {
            case "init", "prepare" -> "write";
            case "cleanup", "dispose" -> "delete";
            default -> opType;
        };
        String opName = effective.getOrDefault("name", opType);
        ops.add(new Operation("op" + (ops.size() + 1), opType, ratio,
                opDivision != null ? opDivision : division, config, effective, opName, sample));
        return this;
    }

    public Work build() {
        return new Work(name, type, workers, interval, division, runtime, rampup, rampdown, totalOps, totalBytes,
                type.special() ? 0 : 200_000, null, Map.of(), auth, storage, ops, openLoop, thinkTime);
    }

    /** A mission running all of the work's workers. */
    public Mission mission(String id) {
        Work w = build();
        return new Mission(id, "w1", "s1-main", w, w.workers(), 0, 42L);
    }
}
