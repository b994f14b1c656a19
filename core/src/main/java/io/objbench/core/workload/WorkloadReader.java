package io.objbench.core.workload;

import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a COSBench workload XML file into a resolved, validated {@link Workload}
 * (cosbench-format.md §1–2; docs/workload-reference.md). Parsing is strict where COSBench is
 * silent: unknown elements and attributes, bad selectors, ratios not summing to 100, missing
 * workers or ending conditions and wrong-case config keys are errors. Every error is a
 * {@link WorkloadException} reading {@code file:line:column: problem}. {@link #read} stops at the
 * first error (for a run); {@link #check} lists every error of a file (for validation).
 */
public final class WorkloadReader {

    private final Problems problems;
    private final WorkResolver works;
    private final StabilityReader stability;

    private WorkloadReader(Problems problems) {
        this.problems = problems;
        this.works = new WorkResolver(problems);
        this.stability = new StabilityReader(problems);
    }

    /**
     * The largest workload file read: 8 MiB, as the controller's upload limit. The largest real
     * workloads (generated 216-stage matrices) are a few hundred KB.
     */
    public static final int MAX_FILE_BYTES = 8 * 1024 * 1024;

    /** Reads the workload file at {@code file} (UTF-8); messages name the file by its file name. */
    public static Workload read(Path file) throws WorkloadException {
        return read(text(file), name(file));
    }

    /**
     * Checks the workload file at {@code file} and reports every problem found, not only the
     * first: reading goes on past a problem in an attribute, operation, work or stage with the
     * next one. A file that cannot be read or is not well-formed XML gives that one error.
     */
    public static WorkloadCheck check(Path file) {
        return check(file, name(file));
    }

    /** Checks the file at {@code file} like {@link #check(Path)}, naming it {@code shownName} in messages. */
    public static WorkloadCheck check(Path file, String shownName) {
        String text;
        try {
            text = text(file);
        } catch (WorkloadException e) {
            return new WorkloadCheck(shownName, null, List.of(new WorkloadException(shownName, e.line(), e.column(),
                    e.problem())));
        }
        return check(text, shownName);
    }

    /** Checks workload XML text like {@link #check(Path)}; {@code fileName} is used in messages. */
    public static WorkloadCheck check(String xml, String fileName) {
        Problems problems = new Problems(fileName, true);
        Workload workload = null;
        try {
            workload = parse(xml, fileName, problems);
        } catch (WorkloadException e) {
            try {
                problems.report(e);
            } catch (WorkloadException impossible) {
                throw new IllegalStateException(impossible); // a collecting report never throws
            }
        } catch (RuntimeException e) {
            if (problems.recorded().isEmpty()) {
                throw e;
            }
            // a part built after a recorded problem tripped on it: the recorded problems say why
        }
        List<WorkloadException> errors = problems.recorded();
        return new WorkloadCheck(fileName, errors.isEmpty() ? workload : null, errors);
    }

    private static String name(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }

    private static String text(Path file) throws WorkloadException {
        String name = name(file);
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            // bounded, so a device such as /dev/zero or a huge file ends in a message, not out of memory
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
        } catch (IOException e) {
            throw new WorkloadException(name, 0, 0, "cannot read the workload file: " + e.getMessage());
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw new WorkloadException(name, 0, 0, "the file is larger than " + MAX_FILE_BYTES
                    + " bytes: not a workload");
        }
        return new String(bytes, StandardCharsets.UTF_8); // lenient: never fails on bad bytes
    }

    /** Reads workload XML text; {@code fileName} is used in error messages. */
    public static Workload read(String xml, String fileName) throws WorkloadException {
        return parse(xml, fileName, new Problems(fileName));
    }

    private static Workload parse(String xml, String fileName, Problems problems) throws WorkloadException {
        String text = xml.startsWith("\uFEFF") ? xml.substring(1) : xml;
        if (io.objbench.core.ssbench.ScenarioReader.looksLikeScenario(text)) {
            // said plainly rather than as malformed XML (docs/ssbench.md: only validate reads them yet)
            throw new WorkloadException(fileName, 1, 1, "this is an ssbench scenario, not a workload XML: objbench"
                    + " validate checks scenarios; running them is not supported yet (docs/ssbench.md)");
        }
        XmlElement root = XmlTreeReader.read(text, fileName); // not well-formed: nothing more can be read
        return new WorkloadReader(problems).resolve(root, xml);
    }

    private Workload resolve(XmlElement root, String source) throws WorkloadException {
        WorkloadSchema.check(root, problems);
        AttributeReader a = new AttributeReader(root, problems);
        String name = "";
        try {
            name = a.required("name", "the workload's name, used in the archive directory name");
        } catch (WorkloadException e) {
            problems.abandonIfSuspect(root, false); // a misspelled name= explains it
            problems.report(e);
        }
        XmlElement workflow = root.child("workflow");
        if (workflow == null) {
            problems.abandonIfSuspect(root, false);
            throw problems.at(root, "workload '" + name + "' has no <workflow>: expected one <workflow> holding"
                    + " the <workstage>s");
        }
        Inherited top = Inherited.ROOT.under(root, problems).under(workflow, problems);
        List<XmlElement> stageElements = workflow.children("workstage");
        if (stageElements.isEmpty()) {
            problems.abandonIfSuspect(workflow, false);
            throw problems.at(workflow, "<workflow> has no stages: expected at least one <workstage>");
        }
        DriverLossPolicy onDriverLoss = driverLoss(root, DriverLossPolicy.TERMINATE);
        List<Stage> stages = new ArrayList<>();
        int index = 0;
        for (XmlElement stage : stageElements) {
            try {
                stages.add(stage(stage, ++index, top).withOnDriverLoss(driverLoss(stage, onDriverLoss)));
            } catch (WorkloadException e) {
                problems.report(e); // when collecting, go on with the next stage
            }
        }
        Search search = null;
        XmlElement searchElement = root.child("search");
        if (searchElement != null) {
            try {
                search = new SearchReader(problems).read(searchElement, stages);
            } catch (WorkloadException e) {
                problems.report(e);
            }
        }
        return new Workload(name, a.text("description", ""), trigger(root, a), stages, source, search,
                assertions(root));
    }

    /**
     * The checks of {@code <assertions>} (objbench extension): each {@code <assert check="…"/>}
     * read with {@link Criterion#parse}; a bad one is located at its {@code check} attribute, the
     * message giving the column within the criterion.
     */
    private List<Criterion> assertions(XmlElement root) throws WorkloadException {
        XmlElement block = root.child("assertions");
        if (block == null) {
            return List.of();
        }
        problems.abandonIfSuspect(block, true);
        if (block.children().isEmpty()) {
            problems.report(problems.at(block, "<assertions> is empty: expected at least one <assert check=\"…\"/>"));
        }
        List<Criterion> out = new ArrayList<>();
        for (XmlElement check : block.children("assert")) {
            String text;
            try {
                text = new AttributeReader(check, problems).required("check",
                        "the criterion [stage.][op.]metric cmp value[unit], e.g. main.read.p99 lt 20ms");
            } catch (WorkloadException e) {
                problems.report(e);
                continue;
            }
            try {
                out.add(Criterion.parse(text));
            } catch (CriterionException e) {
                problems.report(problems.at(check, "check", e.getMessage()));
            }
        }
        return out;
    }

    private Stage stage(XmlElement element, int index, Inherited parent) throws WorkloadException {
        problems.abandonIfSuspect(element, false);
        AttributeReader a = new AttributeReader(element, problems);
        String name = "";
        try {
            name = a.required("name", "the stage's name, used in its id s<n>-<name>");
        } catch (WorkloadException e) {
            problems.report(e);
        }
        if (name.contains(";")) {
            problems.report(problems.at(element, "name", "stage name '" + name + "' contains ';', which COSBench's"
                    + " archive and mission formats cannot carry"));
        }
        int closureDelay = a.integer("closuredelay", 0, 0, Integer.MAX_VALUE);
        Inherited inherited = parent.under(element, problems);
        List<XmlElement> workElements = element.children("work");
        boolean delayOnly = name.equals("delay") && closureDelay > 0;
        if (workElements.isEmpty() && !delayOnly) {
            throw problems.at(element, "stage '" + name + "' has no works: expected at least one <work>");
        }
        List<Work> resolved = new ArrayList<>();
        int nextOp = 1;
        for (XmlElement work : workElements) {
            try {
                Work w = works.resolve(work, inherited, nextOp);
                nextOp += w.operations().size();
                w = w.withStability(stability.read(work, element, w));
                resolved.add(w);
            } catch (WorkloadException e) {
                problems.report(e); // when collecting, go on with the next work
            }
        }
        boolean fixed = fixedWarmup(element, problems);
        for (XmlElement work : workElements) {
            fixed |= fixedWarmup(work, problems);
        }
        return new Stage(index, name, closureDelay, trigger(element, a), resolved, fixed);
    }

    /**
     * objbench's {@code onDriverLoss} on the workload or a stage: {@code terminate} (the default)
     * or {@code continue}; {@code inherited} when the element has none (a stage takes the
     * workload's). Another value is reported at the attribute and read as {@code inherited}.
     */
    private DriverLossPolicy driverLoss(XmlElement element, DriverLossPolicy inherited) throws WorkloadException {
        String v = element.attributes().get(DriverLossPolicy.ATTRIBUTE);
        if (v == null) {
            return inherited;
        }
        DriverLossPolicy p = DriverLossPolicy.ofXml(v);
        if (p == null) {
            problems.report(problems.at(element, DriverLossPolicy.ATTRIBUTE, DriverLossPolicy.ATTRIBUTE + "='" + v
                    + "' is not a driver-loss rule: expected 'terminate' (the default: a lost driver ends the stage"
                    + " TERMINATED) or 'continue' (the stage goes on with the other drivers)"));
            return inherited;
        }
        return p;
    }

    /**
     * objbench's {@code warmup} on a stage or work: {@code detect} (the default: the steady
     * window starts where MSER-5 finds the warm-up ended, rampup as a minimum) or {@code fixed}
     * (COSBench's window, from rampup on). Detection is per stage, on the merged series of all
     * its works, so {@code fixed} on any work fixes the whole stage.
     */
    private static boolean fixedWarmup(XmlElement element, Problems problems) throws WorkloadException {
        String v = element.attributes().get("warmup");
        if (v == null || v.equals("detect")) {
            return false;
        }
        if (v.equals("fixed")) {
            return true;
        }
        problems.report(problems.at(element, "warmup", "warmup='" + v + "' is not a warm-up rule: expected"
                + " 'detect' (the default: find where the warm-up ends, rampup as a minimum) or 'fixed'"
                + " (COSBench's window: measure from rampup on)"));
        return false;
    }

    /**
     * The element's {@code trigger}, checked here so a bad script name or argument list stops the
     * workload at submission, located at the attribute; an empty value means none, as in COSBench.
     */
    private Trigger trigger(XmlElement element, AttributeReader a) throws WorkloadException {
        String spec = a.text("trigger");
        if (spec == null || spec.isEmpty()) {
            return null;
        }
        try {
            return Trigger.parse(spec);
        } catch (IllegalArgumentException e) {
            throw problems.at(element, "trigger", "trigger='" + (spec.length() > 80 ? spec.substring(0, 80) + "…" : spec)
                    + "': " + e.getMessage());
        }
    }
}
