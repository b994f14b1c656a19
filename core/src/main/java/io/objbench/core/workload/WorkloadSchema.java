package io.objbench.core.workload;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The elements and attributes a workload may contain (cosbench-format.md §1.2), checked before
 * anything is resolved. Unlike COSBench, an unknown element or attribute is an error, so a typo
 * (e.g. {@code totalops}) is never silently ignored.
 */
final class WorkloadSchema {

    /** What one element may carry. */
    private record Rule(List<String> attributes, List<String> children, List<String> single) {
    }

    private static final List<String> ADAPTOR = List.of("type", "config");

    private static final Map<String, Rule> RULES = Map.ofEntries(
            Map.entry("workload", new Rule(List.of("name", "description", "config", "trigger", "onDriverLoss"), // the last: objbench
                    List.of("auth", "storage", "workflow", "search", "assertions"), // objbench extensions
                    List.of("auth", "storage", "workflow", "search", "assertions"))),
            // objbench extension: checks of the run's results (docs/workload-reference.md, "Assertions")
            Map.entry("assertions", new Rule(List.of(), List.of("assert"), List.of())),
            Map.entry("assert", new Rule(List.of("check"), List.of(), List.of())),
            Map.entry("auth", new Rule(ADAPTOR, List.of(), List.of())),
            Map.entry("storage", new Rule(ADAPTOR, List.of(), List.of())),
            Map.entry("workflow", new Rule(List.of("config"), List.of("workstage"), List.of())),
            Map.entry("workstage", new Rule(List.of("name", "closuredelay", "trigger", "config",
                    "until", "precision", "stableOn", "minRuntime", "warmup", "onDriverLoss"), // the last six: objbench extensions
                    List.of("auth", "storage", "work"), List.of("auth", "storage"))),
            Map.entry("work", new Rule(List.of("name", "type", "workers", "interval", "division", "runtime", "rampup",
                    "rampdown", "totalOps", "totalBytes", "afr", "driver", "config",
                    "rate", "arrival", "thinktime", "lagLimit", // these four and the next five: objbench extensions
                    "until", "precision", "stableOn", "minRuntime", "warmup"),
                    List.of("auth", "storage", "operation"), List.of("auth", "storage"))),
            Map.entry("search", new Rule(List.of("work", "vary", "from", "to", "precision", "stepTime", "warmup",
                    "untilPlateau"),
                    List.of("slo"), List.of())),
            Map.entry("slo", new Rule(List.of("check"), List.of(), List.of())),
            Map.entry("operation", new Rule(List.of("type", "ratio", "division", "config", "id"), List.of(), List.of())));

    private WorkloadSchema() {
    }

    /** Checks the whole tree under {@code root}, which must be a {@code <workload>}. */
    static void check(XmlElement root, Problems problems) throws WorkloadException {
        if (!root.name().equals("workload")) {
            throw problems.at(root, "the root element is <" + root.name() + ">: expected <workload>");
        }
        checkElement(root, problems);
    }

    private static void checkElement(XmlElement element, Problems problems) throws WorkloadException {
        Rule rule = RULES.get(element.name());
        for (String attribute : element.attributes().keySet()) {
            if (!rule.attributes.contains(attribute)) {
                problems.reportSuspect(element, problems.at(element, attribute, "unknown attribute '" + attribute + "' on <"
                        + element.name() + ">: " + suggestion(attribute, rule.attributes, "attribute")));
            }
        }
        Map<String, Integer> seen = new HashMap<>();
        for (XmlElement child : element.children()) {
            if (!rule.children.contains(child.name())) {
                problems.reportSuspect(element, problems.at(child, "unknown element <" + child.name() + "> inside <" + element.name()
                        + ">: " + (rule.children.isEmpty() ? "<" + element.name() + "> has no child elements"
                        : suggestion(child.name(), rule.children, "element"))));
                continue; // its content has no rules to check against
            }
            if (seen.merge(child.name(), 1, Integer::sum) > 1 && rule.single.contains(child.name())) {
                problems.reportSuspect(element, problems.at(child, "<" + element.name() + "> has more than one <" + child.name()
                        + ">: at most one is allowed"));
            }
            checkElement(child, problems);
        }
    }

    /** "did you mean" for a case-only difference, else the list of allowed names. */
    private static String suggestion(String name, List<String> allowed, String what) {
        boolean element = what.equals("element");
        for (String candidate : allowed) {
            if (candidate.equalsIgnoreCase(name)) {
                return "did you mean " + (element ? "<" + candidate + ">" : "'" + candidate + "'")
                        + "? (" + what + " names are case-sensitive)";
            }
        }
        return "expected one of " + String.join(", ", element
                ? allowed.stream().map(n -> "<" + n + ">").toList() : allowed);
    }
}
