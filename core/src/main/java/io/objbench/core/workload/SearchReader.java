package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a workload's {@code <search>} (objbench extension, docs/workload-reference.md): which
 * work it varies, how, over which loads, to which precision, and its SLOs; every error located
 * at the attribute that is wrong.
 */
final class SearchReader {

    /** The default top load: ten doublings above {@code from}. */
    static final double DEFAULT_SPAN = 1024;

    private final Problems problems;

    SearchReader(Problems problems) {
        this.problems = problems;
    }

    Search read(XmlElement element, List<Stage> stages) throws WorkloadException {
        AttributeReader a = new AttributeReader(element, problems);
        double plateau = plateau(element, a);
        Search.Vary vary = vary(element, a, plateau > 0 ? Search.Vary.WORKERS : Search.Vary.RATE);
        if (plateau > 0 && vary != Search.Vary.WORKERS) {
            throw problems.at(element, "vary", "untilPlateau raises a closed loop's workers until its throughput"
                    + " stops growing: expected vary='workers' (the default with untilPlateau), found vary='"
                    + vary.xmlName() + "'");
        }
        int[] main = mainWork(element, a, stages);
        Work work = stages.get(main[0]).works().get(main[1]);
        if (plateau > 0 && work.openLoop() != null) {
            throw problems.at(element, "untilPlateau", "untilPlateau raises a closed loop's workers, but work '"
                    + work.name() + "' has a rate (open loop): remove its rate, or name another work with work=");
        }
        if (vary == Search.Vary.WORKERS && work.openLoop() != null) {
            throw problems.at(element, "vary", "vary='workers' changes a closed loop's workers, but work '"
                    + work.name() + "' has a rate (open loop): vary='rate', or remove its rate");
        }
        double defaultFrom = vary == Search.Vary.RATE
                ? work.openLoop() != null ? work.openLoop().rate() : Double.NaN
                : work.workers();
        double from = load(element, a, "from", defaultFrom, vary);
        if (Double.isNaN(from)) {
            throw problems.at(element, "from", "<search> needs from= (the first step's rate, ops/s): work '"
                    + work.name() + "' is closed loop and has no rate to start from");
        }
        double to = load(element, a, "to", vary == Search.Vary.WORKERS
                ? Math.min(Work.MAX_WORKERS, Math.floor(from * DEFAULT_SPAN)) : from * DEFAULT_SPAN, vary);
        if (to < from) {
            throw problems.at(element, "to", "to=" + Steps.format(to) + " is below from=" + Steps.format(from)
                    + ": expected to >= from");
        }
        double precision = precision(element, a);
        int step = seconds(element, a, "stepTime", Search.DEFAULT_STEP_SECONDS, 1);
        int warmup = seconds(element, a, "warmup", Search.DEFAULT_WARMUP_SECONDS, 0);
        List<String> slos = new ArrayList<>();
        for (XmlElement slo : element.children("slo")) {
            if (plateau > 0) {
                throw problems.at(slo, "an <slo> in a <search untilPlateau=…>: the plateau search finds the knee of"
                        + " the throughput curve and the SLO search the highest load meeting SLOs; they are"
                        + " exclusive: remove untilPlateau or the <slo> elements");
            }
            String check = new AttributeReader(slo, problems).required("check",
                    "the SLO, e.g. read.p99 &lt;= 20ms");
            try {
                io.objbench.core.check.Criterion.parse(check);
            } catch (io.objbench.core.check.CriterionException e) {
                throw problems.at(slo, "check", "slo '" + check + "': " + e.detail() + " at column " + e.column()
                        + " (expected [stage.][op.]metric cmp value[unit], e.g. read.p99 &lt;= 20ms)");
            }
            slos.add(check);
        }
        if (slos.isEmpty() && plateau == 0) {
            throw problems.at(element, "<search> has no <slo>: expected at least one, e.g. <slo check=\"p99 &lt;= 20ms\"/>,"
                    + " or untilPlateau=\"2%\" for the knee of the throughput curve");
        }
        return new Search(main[0] + 1, main[1] + 1, vary, from, to, precision, step, warmup, slos, plateau);
    }

    /** The untilPlateau threshold, 0 without one. */
    private double plateau(XmlElement element, AttributeReader a) throws WorkloadException {
        String text = a.text("untilPlateau");
        if (text == null) {
            return 0;
        }
        double v = Steps.parsePrecision(text);
        if (!(v < 1)) {
            throw problems.at(element, "untilPlateau", "untilPlateau='" + text + "' is not a growth threshold:"
                    + " expected a percentage above 0 and below 100, e.g. 2%");
        }
        return v;
    }

    private Search.Vary vary(XmlElement element, AttributeReader a, Search.Vary fallback) throws WorkloadException {
        String text = a.text("vary", fallback.xmlName());
        for (Search.Vary v : Search.Vary.values()) {
            if (v.xmlName().equals(text)) {
                return v;
            }
        }
        throw problems.at(element, "vary", "unknown vary '" + text + "': expected rate (open loop, ops/s) or"
                + " workers (closed loop)");
    }

    /** {stage, work} 0-based: the named work, else the normal work of the stage with the longest runtime. */
    private int[] mainWork(XmlElement element, AttributeReader a, List<Stage> stages) throws WorkloadException {
        String name = a.text("work");
        List<int[]> found = new ArrayList<>();
        List<String> names = new ArrayList<>();
        int[] longest = null;
        int longestRuntime = -1;
        for (int s = 0; s < stages.size(); s++) {
            List<Work> works = stages.get(s).works();
            for (int w = 0; w < works.size(); w++) {
                Work work = works.get(w);
                if (work.type() != WorkType.NORMAL) {
                    continue;
                }
                names.add(work.name());
                if (work.name().equals(name)) {
                    found.add(new int[] {s, w});
                }
                if (work.runtime() > longestRuntime) {
                    longestRuntime = work.runtime();
                    longest = new int[] {s, w};
                }
            }
        }
        if (name == null) {
            if (longest == null) {
                throw problems.at(element, "<search> needs a normal work to vary: the workload has none");
            }
            return longest;
        }
        if (found.isEmpty()) {
            throw problems.at(element, "work", "no normal work named '" + name + "' to search over: expected one of "
                    + String.join(", ", names.stream().distinct().toList()));
        }
        if (found.size() > 1) {
            throw problems.at(element, "work", found.size() + " normal works are named '" + name
                    + "': the search needs one; rename them");
        }
        return found.getFirst();
    }

    private double load(XmlElement element, AttributeReader a, String attribute, double fallback, Search.Vary vary)
            throws WorkloadException {
        String text = a.text(attribute);
        if (text == null) {
            return fallback;
        }
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        boolean whole = v == Math.rint(v);
        if (!(v > 0) || Double.isInfinite(v) || vary == Search.Vary.WORKERS && (!whole || v > Work.MAX_WORKERS)) {
            throw problems.at(element, attribute, attribute + "='" + text + "' is not a valid load: expected "
                    + (vary == Search.Vary.RATE ? "operations per second > 0" : "a whole number of workers 1.."
                    + Work.MAX_WORKERS));
        }
        return v;
    }

    private double precision(XmlElement element, AttributeReader a) throws WorkloadException {
        String text = a.text("precision");
        if (text == null) {
            return Search.DEFAULT_PRECISION;
        }
        double v = Steps.parsePrecision(text);
        if (Double.isNaN(v)) {
            throw problems.at(element, "precision", "precision='" + text + "' is not a precision: expected a"
                    + " percentage above 0 and at most 100, e.g. 5%");
        }
        return v;
    }

    private int seconds(XmlElement element, AttributeReader a, String attribute, int fallback, int min)
            throws WorkloadException {
        String text = a.text(attribute);
        if (text == null) {
            return fallback;
        }
        long v = Steps.parseSeconds(text);
        if (v < min || v > 86_400) {
            throw problems.at(element, attribute, attribute + "='" + text + "' is not a duration: expected whole"
                    + " seconds " + min + "..86400, optionally with s, m or h (30s, 2m)");
        }
        return (int) v;
    }
}
