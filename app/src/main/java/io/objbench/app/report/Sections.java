package io.objbench.app.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ssbench's report sections: TOTAL, CREATE, READ, UPDATE and DELETE, each over all sizes and per
 * size class (in the run's class order), merged from the run's operations.
 */
final class Sections {

    /** A section: its label, its figures over all sizes and per class (classes it has only). */
    record Section(String label, Group all, Map<String, Group> perClass) {
    }

    private Sections() {
    }

    static List<Section> of(SsbenchRun run) {
        List<Section> out = new ArrayList<>();
        out.add(section("TOTAL", run, null));
        for (Crud c : Crud.values()) {
            out.add(section(c.name(), run, c));
        }
        return out;
    }

    private static Section section(String label, SsbenchRun run, Crud crud) {
        Group all = new Group();
        Map<String, Group> perClass = new LinkedHashMap<>();
        for (ReportOp op : run.ops()) {
            if (op.sizeClass() != null) {
                perClass.putIfAbsent(op.sizeClass(), new Group());
            }
        }
        for (ReportOp op : run.ops()) {
            if (crud == null || op.crud() == crud) {
                all.add(op);
                if (op.sizeClass() != null) {
                    perClass.get(op.sizeClass()).add(op);
                }
            }
        }
        perClass.values().removeIf(g -> g.count == 0 && g.errors == 0);
        return new Section(label, all, perClass);
    }
}
