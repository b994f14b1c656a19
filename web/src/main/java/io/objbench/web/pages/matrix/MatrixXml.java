package io.objbench.web.pages.matrix;

import io.objbench.web.pages.editor.WorkloadSpec;
import io.objbench.web.pages.editor.WorkloadXml;
import java.util.ArrayList;
import java.util.List;

/**
 * The workloads of a {@link MatrixSpec}. As one workload: init with the most containers, then per
 * size (and object count, when there are several) a prepare (objects named {@code <size>-N}, or
 * {@code <size>-o<count>-N}, so sizes and counts never mix: a mix's deletes never take objects
 * another point reads), a main stage per point over its first {@code containers} containers, and
 * a cleanup; dispose at the end. As one workload per
 * point: the editor's workload of that point, named {@code <name>-<point>}. Public so the ITs
 * can run the generator's workloads on a cluster.
 */
public final class MatrixXml {

    /** One generated workload. */
    public record Generated(String name, String xml) {
    }

    private MatrixXml() {
    }

    /** The workloads of {@code m}: one, or one per point. */
    public static List<Generated> of(MatrixSpec m) {
        WorkloadSpec base = m.base();
        List<MatrixSpec.Point> points = m.points();
        if (m.each()) {
            List<Generated> out = new ArrayList<>();
            for (MatrixSpec.Point p : points) {
                String name = base.name() + "-" + p.label();
                WorkloadSpec s = base.vary(name, p.size().value(), p.size().unit(), p.containers(), p.objects(),
                        p.workers(), p.mix()[0], p.mix()[1], p.mix()[2]);
                out.add(new Generated(name, WorkloadXml.of(s)));
            }
            return out;
        }
        int maxContainers = m.containers().stream().mapToInt(Integer::intValue).max().orElse(1);
        WorkloadSpec all = base.vary(base.name(), 0, "B", maxContainers, base.workers(), 100, 0, 0);
        // points() is empty only for a matrix with problems, which is never generated
        String xml = WorkloadXml.document(base.name(), base.description(), base, sb -> {
            WorkloadXml.init(sb, "init", all);
            for (MatrixSpec.Size size : m.sizes()) {
                for (int objects : m.objects()) {
                    List<MatrixSpec.Point> group = points.stream()
                            .filter(p -> p.size().equals(size) && p.objects() == objects).toList();
                    String label = group.getFirst().group();
                    String oprefix = label + "-";
                    WorkloadSpec sized = all.vary(base.name(), size.value(), size.unit(), maxContainers, objects,
                            base.workers(), 100, 0, 0);
                    WorkloadXml.prepare(sb, "prepare-" + label, sized, oprefix);
                    for (MatrixSpec.Point p : group) {
                        WorkloadSpec point = sized.vary(base.name(), size.value(), size.unit(), maxContainers,
                                objects, p.workers(), p.mix()[0], p.mix()[1], p.mix()[2]);
                        WorkloadXml.main(sb, "main-" + p.label(), point, p.containers(), p.workers(), oprefix);
                    }
                    WorkloadXml.cleanup(sb, "cleanup-" + label, sized, oprefix);
                }
            }
            WorkloadXml.dispose(sb, "dispose", all);
        });
        return List.of(new Generated(base.name(), xml));
    }
}
