package io.objbench.controller;

import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Hand-built workload objects for tests that must not depend on the XML reader. */
public final class Fixtures {

    private Fixtures() {
    }

    /** An operation. */
    public static Operation op(String id, String type, int ratio, String config) {
        return new Operation(id, type, ratio, Division.NONE, config, Map.of(), type, type);
    }

    /** A special work's generated operation. */
    public static Operation specialOp(String id, WorkType type) {
        return new Operation(id, type.xmlName(), 100, Division.OBJECT, "", Map.of(), type.xmlName(), type.sampleType());
    }

    /** A normal work. */
    public static Work work(String name, int workers, String driver, Operation... ops) {
        return new Work(name, WorkType.NORMAL, workers, 5, Division.NONE, 0, 0, 0, 100, 0, 200_000, driver,
                Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE, List.of(ops));
    }

    /** A work with a given afr. */
    public static Work work(String name, WorkType type, int workers, int afr, Operation... ops) {
        return new Work(name, type, workers, 5, Division.NONE, 0, 0, 0, 100, 0, afr, null,
                Map.of(), AdaptorSpec.NONE, AdaptorSpec.NONE, List.of(ops));
    }

    /** A stage. */
    public static Stage stage(int index, String name, Work... works) {
        return new Stage(index, name, 0, null, List.of(works));
    }

    /** A workload of stages. */
    public static Workload workload(String name, Stage... stages) {
        return new Workload(name, "", null, new ArrayList<>(List.of(stages)), "<workload name=\"" + name + "\"/>\n");
    }
}
