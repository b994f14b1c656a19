package io.objbench.core.workload;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Turns one {@code <work>} into a {@link Work}: attributes checked and defaulted, special-work
 * attributes forced (cosbench-format.md §1.3), auth/storage/config inherited, operations built
 * by {@link OperationBuilder}.
 */
final class WorkResolver {

    private static final int NORMAL_AFR = 200_000;

    private final Problems problems;
    private final OperationBuilder operations;

    WorkResolver(Problems problems) {
        this.problems = problems;
        this.operations = new OperationBuilder(problems);
    }

    /**
     * Resolves a work.
     *
     * @param element       the {@code <work>}
     * @param parent        what its stage passes down
     * @param firstOpNumber the stage-wide number of the work's first operation
     */
    Work resolve(XmlElement element, Inherited parent, int firstOpNumber) throws WorkloadException {
        problems.abandonIfSuspect(element, true);
        AttributeReader a = new AttributeReader(element, problems);
        int mark = problems.mark();
        WorkType type = type(element, a);
        String name = type.xmlName();
        try {
            name = type == WorkType.NORMAL
                    ? a.required("name", "the work's name, used in reports")
                    : nonEmpty(element, a, type.xmlName());
        } catch (WorkloadException e) {
            problems.report(e);
        }
        int workers = workers(element, a, type);
        int interval = a.integer("interval", 5, 1, Integer.MAX_VALUE);
        Division division = division(element, a);
        int runtime = a.integer("runtime", 0, 0, Integer.MAX_VALUE);
        int rampup = a.integer("rampup", 0, 0, Integer.MAX_VALUE);
        int rampdown = a.integer("rampdown", 0, 0, Integer.MAX_VALUE);
        long totalOps = a.number("totalOps", 0, 0, Long.MAX_VALUE);
        long totalBytes = a.number("totalBytes", 0, 0, Long.MAX_VALUE);
        int afr = a.integer("afr", type == WorkType.NORMAL ? NORMAL_AFR : 0, 0, 1_000_000);
        String driver = a.text("driver");
        if (driver != null && (driver.isEmpty() || driver.equals("none"))) {
            driver = null; // COSBench: none or empty means balanced scheduling
        }
        PacingReader.Pacing pacing = new PacingReader(element, a, problems).read(type, workers, totalOps);
        problems.abandonIfNew(mark); // what follows would build on values already found wrong
        Inherited inherited = parent.under(element, problems);
        Map<String, String> config = new OperationConfigValidator(problems).checkValues(inherited.chain());
        if (type == WorkType.NORMAL) {
            if (runtime == 0 && totalOps == 0 && totalBytes == 0) {
                problems.report(problems.at(element, "work '" + name + "' has no ending condition: set runtime,"
                        + " totalOps or totalBytes (the first reached ends each worker)"));
            }
        } else {
            // Special works run a fixed iteration: one pass per worker, no time window.
            division = type == WorkType.PREPARE || type == WorkType.CLEANUP ? Division.OBJECT
                    : type == WorkType.DELAY ? Division.NONE : Division.CONTAINER;
            runtime = rampup = rampdown = 0;
            totalBytes = 0;
            totalOps = workers;
        }
        List<Operation> ops = type == WorkType.NORMAL
                ? operations.user(element, name, division, workers, inherited.chain(), firstOpNumber)
                : List.of(operations.generated(element, type, division, workers, inherited.chain(), firstOpNumber));
        return new Work(name, type, workers, interval, division, runtime, rampup, rampdown, totalOps, totalBytes,
                afr, driver, config, inherited.auth(), inherited.storage(), ops, pacing.openLoop(), pacing.thinkTime());
    }

    private WorkType type(XmlElement element, AttributeReader a) throws WorkloadException {
        String text = a.text("type", "normal");
        WorkType type = WorkType.fromXml(text);
        if (type == null) {
            throw problems.at(element, "type", "unknown work type '" + text + "': expected one of "
                    + String.join(", ", Arrays.stream(WorkType.values()).map(WorkType::xmlName).toList()));
        }
        return type;
    }

    private String nonEmpty(XmlElement element, AttributeReader a, String fallback) throws WorkloadException {
        String name = a.text("name");
        if (name != null && name.isEmpty()) {
            throw problems.at(element, "name", "name must not be empty (leave it out to use '" + fallback + "')");
        }
        return name == null ? fallback : name;
    }

    private int workers(XmlElement element, AttributeReader a, WorkType type) throws WorkloadException {
        if (type == WorkType.DELAY) {
            a.integer("workers", 1, 0, Integer.MAX_VALUE); // checked, then forced to 1
            return 1;
        }
        if (!element.has("workers")) {
            problems.report(problems.at(element, "<work> is missing the required attribute 'workers' (the total"
                    + " number of workers across all drivers, ≥ 1)"));
            return 0; // only when collecting: the work is abandoned
        }
        return a.integer("workers", 0, 1, Work.MAX_WORKERS);
    }

    private Division division(XmlElement element, AttributeReader a) throws WorkloadException {
        try {
            return parseDivision(element, a.text("division", "none"), problems);
        } catch (WorkloadException e) {
            problems.report(e);
            return Division.NONE; // only when collecting: the work is abandoned
        }
    }

    /** Parses a division attribute value, with an error at the attribute when unknown. */
    static Division parseDivision(XmlElement element, String text, Problems problems) throws WorkloadException {
        Division division = Division.fromXml(text);
        if (division == null) {
            throw problems.at(element, "division", "unknown division '" + text
                    + "': expected none, container or object");
        }
        return division;
    }
}
