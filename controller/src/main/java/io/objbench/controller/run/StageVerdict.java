package io.objbench.controller.run;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a stage's figures can be trusted (docs/metrics.md, "Stage verdict"): {@code valid}, or
 * {@code suspect} with every reason that applies. A plain record so reports, the JSON and
 * metrics exporters read the same thing.
 *
 * @param reasons every rule the stage broke, in rule order; empty when valid
 */
public record StageVerdict(List<Reason> reasons) {

    /** Verdict word of a stage without reasons. */
    public static final String VALID = "valid";
    /** Verdict word of a stage with reasons. */
    public static final String SUSPECT = "suspect";

    public StageVerdict {
        reasons = List.copyOf(reasons);
    }

    /**
     * One broken rule.
     *
     * @param code      the rule's stable code ({@code client-cpu}, {@code gc-time}, ...)
     * @param label     its short name for people ("client CPU", "GC", ...)
     * @param subject   what broke it: a driver's or a work's name
     * @param measured  the measured value, in the unit of {@code threshold}
     * @param threshold the rule's limit
     * @param message   one sentence with both numbers and their units
     */
    public record Reason(String code, String label, String subject, double measured, double threshold,
                         String message) {
    }

    /** This verdict with {@code more} reasons after its own. */
    public StageVerdict with(List<Reason> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<Reason> all = new ArrayList<>(reasons);
        all.addAll(more);
        return new StageVerdict(all);
    }

    /** True when no rule was broken. */
    public boolean valid() {
        return reasons.isEmpty();
    }

    /** {@value #VALID} or {@value #SUSPECT}. */
    public String verdict() {
        return valid() ? VALID : SUSPECT;
    }

    /** {@code valid}, or {@code suspect: client CPU, GC} (each label once). */
    public String label() {
        if (valid()) {
            return VALID;
        }
        Set<String> labels = new LinkedHashSet<>();
        reasons.forEach(r -> labels.add(r.label()));
        return SUSPECT + ": " + String.join(", ", labels);
    }

    /** The label, then one line per reason (CLI and logs). */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add("verdict " + label());
        reasons.forEach(r -> lines.add("  " + r.message()));
        return lines;
    }

    /** The codes of the reasons, for tests and exporters. */
    public Set<String> codes() {
        Set<String> codes = new LinkedHashSet<>();
        reasons.forEach(r -> codes.add(r.code()));
        return codes;
    }
}
