package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds {@link WorkloadException}s located in the workload file: at an element's start tag, or
 * at one of its attributes when the problem is that attribute's value.
 *
 * <p>It is also where the reader reports problems it can step past ({@link #report}). Reading
 * for a run fails fast: a report throws, so the first problem ends the read exactly as a
 * {@code throw} would. Reading for validation collects: a report is recorded and the reader goes
 * on with the next attribute, operation, work or stage, so one pass lists every independent
 * problem. Parts built from a recorded problem are abandoned ({@link #abandonIfNew}) rather
 * than resolved with made-up values, so one mistake is not echoed as several.
 */
final class Problems {

    private final String fileName;
    private final boolean collect;
    private final List<WorkloadException> recorded = new ArrayList<>();
    // elements with an unknown attribute or child: what is read from them may be a consequence
    private final Map<XmlElement, WorkloadException> suspects = new IdentityHashMap<>();

    Problems(String fileName) {
        this(fileName, false);
    }

    /** Problems of {@code fileName}; {@code collect} records reports instead of throwing them. */
    Problems(String fileName, boolean collect) {
        this.fileName = fileName;
        this.collect = collect;
    }

    /** The file name used in messages. */
    String fileName() {
        return fileName;
    }

    /** A problem with the element as a whole (e.g. a missing attribute or child). */
    WorkloadException at(XmlElement element, String problem) {
        return new WorkloadException(fileName, element.line(), element.column(), problem);
    }

    /** A problem with one attribute; located at its name, or at the element if it is absent. */
    WorkloadException at(XmlElement element, String attribute, String problem) {
        int[] site = element.attributeSites().get(attribute);
        if (site == null) {
            return at(element, problem);
        }
        return new WorkloadException(fileName, site[0], site[1], problem);
    }

    /**
     * A problem the reader can step past: thrown when failing fast, else recorded once. The same
     * problem reported again (by an enclosing part, or found again through inheritance, e.g. a
     * stage's bad config value checked for each of its works) is not recorded twice.
     */
    void report(WorkloadException problem) throws WorkloadException {
        if (!collect) {
            throw problem;
        }
        for (WorkloadException known : recorded) {
            if (known == problem || known.getMessage().equals(problem.getMessage())) {
                return;
            }
        }
        recorded.add(problem);
    }

    /**
     * Reports a problem in the spelling of {@code element} (an unknown attribute or child): what
     * the reader finds missing or wrong in it may only be the consequence (a misspelled
     * {@code totalops} leaves the work without an ending condition), see {@link #abandonIfSuspect}.
     */
    void reportSuspect(XmlElement element, WorkloadException problem) throws WorkloadException {
        report(problem);
        suspects.putIfAbsent(element, problem);
    }

    /**
     * Gives up the part built from {@code element} (and, with {@code subtree}, its descendants)
     * when its spelling was reported wrong, so its consequences are not listed as more problems.
     */
    void abandonIfSuspect(XmlElement element, boolean subtree) throws WorkloadException {
        WorkloadException first = suspects.get(element);
        if (first != null) {
            throw first;
        }
        if (subtree) {
            for (XmlElement child : element.children()) {
                abandonIfSuspect(child, true);
            }
        }
    }

    /** How many problems were recorded so far: a mark for {@link #abandonIfNew}. */
    int mark() {
        return recorded.size();
    }

    /**
     * Throws the first problem recorded since {@code mark}, so that the part being built is given
     * up (its enclosing part reports it, which records nothing new).
     */
    void abandonIfNew(int mark) throws WorkloadException {
        if (recorded.size() > mark) {
            throw recorded.get(mark);
        }
    }

    /** Every problem recorded, in reading order. */
    List<WorkloadException> recorded() {
        return List.copyOf(recorded);
    }
}
