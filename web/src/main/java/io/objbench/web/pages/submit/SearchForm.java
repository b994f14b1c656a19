package io.objbench.web.pages.submit;

import io.objbench.core.check.Criterion;
import io.objbench.core.check.CriterionException;
import io.objbench.web.pages.editor.WorkloadXml;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The submit page's capacity-search fields and the workload's {@code <search>} extension element
 * they become: {@code <search vary=… from=… to=… stepTime=…s precision=…% [work=…]>} with one
 * {@code <slo check=…/>} per objective line, placed before the workload's {@code <workflow>} (an existing
 * {@code <search>} is replaced). Each objective is read by the criteria grammar
 * ({@link Criterion}); the controller checks the whole element with the rest of the workload when
 * it is validated or submitted, this class only refuses fields that cannot make one.
 *
 * @param slos      the objective lines as typed (blank lines are skipped)
 * @param vary      {@code rate} or {@code workers}
 * @param from      the first load
 * @param to        the highest load the search may try
 * @param stepTime  each step's time, whole seconds
 * @param precision the precision, percent
 * @param work      the work to vary; blank for the workload's main work
 */
public record SearchForm(List<String> slos, String vary, String from, String to, String stepTime, String precision,
                         String work) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]+");
    private static final Pattern SEARCH = Pattern.compile("[ \\t]*<search\\b(?:[^>]*/>|.*?</search\\s*>)[ \\t]*\\R?",
            Pattern.DOTALL);
    private static final Pattern WORKFLOW = Pattern.compile("([ \\t]*)<workflow\\b");

    public SearchForm {
        slos = slos.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        vary = vary == null ? "" : vary.strip();
        from = from == null ? "" : from.strip();
        to = to == null ? "" : to.strip();
        stepTime = stepTime == null ? "" : stepTime.strip();
        precision = precision == null ? "" : precision.strip();
        work = work == null ? "" : work.strip();
    }

    /** The fields of a posted form ({@code search-slos}, {@code search-vary}, …). */
    public static SearchForm of(Map<String, String> form) {
        return new SearchForm(List.of(form.getOrDefault("search-slos", "").split("\\R")),
                form.get("search-vary"), form.get("search-from"), form.get("search-to"), form.get("search-step"),
                form.get("search-precision"), form.get("search-work"));
    }

    /** What keeps these fields from making a search element, one message per field; empty when none. */
    public List<String> problems() {
        List<String> p = new ArrayList<>();
        if (slos.isEmpty()) {
            p.add("SLOs: write at least one objective, one per line, e.g. read.p99<=20ms");
        }
        for (String slo : slos) {
            try {
                Criterion.parse(slo); // the grammar the search reads its objectives with
            } catch (CriterionException e) {
                p.add("SLOs: '" + slo + "': " + e.detail() + " at column " + e.column());
            }
        }
        boolean workers = vary.equals("workers");
        if (!workers && !vary.equals("rate")) {
            p.add("vary: rate or workers, got \"" + vary + "\"");
        }
        Double low = number(p, "from", from, workers);
        Double high = number(p, "to", to, workers);
        if (low != null && high != null && high <= low) {
            p.add("to: must be above from (" + from + "), got " + to);
        }
        number(p, "step time", stepTime, true);
        Double pct = number(p, "precision", precision, false);
        if (pct != null && pct >= 100) {
            p.add("precision: a percentage below 100, got " + precision);
        }
        if (!work.isEmpty() && !NAME.matcher(work).matches()) {
            p.add("work: a work name (letters, digits, _ . -), got \"" + work + "\"");
        }
        return p;
    }

    /** A number > 0 (a whole one when {@code whole}), or null with the problem added. */
    private static Double number(List<String> problems, String field, String text, boolean whole) {
        try {
            double v = Double.parseDouble(text);
            if (v > 0 && Double.isFinite(v) && (!whole || v == Math.rint(v))) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        problems.add(field + ": " + (whole ? "a whole number" : "a number") + " above 0, got \"" + text + "\"");
        return null;
    }

    /** The element, each line starting with {@code indent}; call only when {@link #problems()} is empty. */
    public String element(String indent) {
        StringBuilder sb = new StringBuilder(256);
        sb.append(indent).append("<search vary=\"").append(vary).append("\" from=\"").append(plain(from))
                .append("\" to=\"").append(plain(to)).append("\" stepTime=\"").append(plain(stepTime))
                .append("s\" precision=\"").append(plain(precision)).append("%\"");
        if (!work.isEmpty()) {
            sb.append(" work=\"").append(WorkloadXml.attr(work)).append('"');
        }
        sb.append(">\n");
        for (String slo : slos) {
            sb.append(indent).append("  <slo check=\"").append(WorkloadXml.attr(slo)).append("\"/>\n");
        }
        sb.append(indent).append("</search>\n");
        return sb.toString();
    }

    /** A checked number as written in the element: 100.0 → 100, 2.5 stays. */
    private static String plain(String number) {
        double v = Double.parseDouble(number);
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /**
     * {@code workloadXml} with this search in it: an existing {@code <search>} element replaced,
     * else the element put before {@code <workflow>} at its indentation.
     *
     * @throws IllegalArgumentException when the text has no {@code <workflow>} to place it before
     */
    public String into(String workloadXml) {
        Matcher existing = SEARCH.matcher(workloadXml);
        if (existing.find()) {
            String indent = existing.group().substring(0, existing.group().indexOf('<'));
            return workloadXml.substring(0, existing.start()) + element(indent) + workloadXml.substring(existing.end());
        }
        Matcher workflow = WORKFLOW.matcher(workloadXml);
        if (!workflow.find()) {
            throw new IllegalArgumentException(
                    "the workload text has no <workflow> element to put the search before: paste or load a workload first");
        }
        String indent = workflow.group(1);
        int lineStart = workflow.start();
        return workloadXml.substring(0, lineStart) + element(indent) + workloadXml.substring(lineStart);
    }
}
