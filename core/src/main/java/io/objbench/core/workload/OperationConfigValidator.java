package io.objbench.core.workload;

import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SelectorParser;
import java.util.Map;

/**
 * Checks an operation's effective config (cosbench-format.md §2.2–2.6) and returns it with
 * booleans spelled {@code true}/{@code false}: required keys present, selectors parseable and
 * usable by the work type and division, sizes with a known unit, booleans and {@code content}
 * valid. Errors point at the {@code config} attribute that set the offending key.
 */
final class OperationConfigValidator {

    private final Problems problems;

    OperationConfigValidator(Problems problems) {
        this.problems = problems;
    }

    /**
     * Validates the config of one operation.
     *
     * @param type     the operation type
     * @param special  true for the generated operation of init/prepare/cleanup/dispose
     * @param division the operation's effective division
     * @param workers  the work's total workers (for division checks)
     * @param chain    the effective config with origins
     * @param owner    where to report a missing key (the operation, or the special work)
     */
    Map<String, String> validate(String type, boolean special, Division division, int workers,
                                 ConfigChain chain, XmlElement owner) throws WorkloadException {
        for (String key : OperationKeys.required(type)) {
            if (!chain.has(key)) {
                problems.report(problems.at(owner, type + " operation needs the config key '" + key
                        + "': set it in the config of the operation, its work or an enclosing element"));
            }
        }
        // each key is checked on its own: when collecting, every bad key is listed
        try {
            range("containers", special, division == Division.CONTAINER, workers, chain, type);
        } catch (WorkloadException e) {
            problems.report(e);
        }
        try {
            range("objects", special, division == Division.OBJECT, workers, chain, type);
        } catch (WorkloadException e) {
            problems.report(e);
        }
        if (chain.has("sizes")) {
            try {
                SelectorParser.parseSize(chain.value("sizes"));
            } catch (IllegalArgumentException e) {
                problems.report(at(chain, "sizes", "sizes: " + e.getMessage()));
            }
        }
        return checkValues(chain);
    }

    /**
     * Checks the boolean keys and {@code content} of any level's config and returns its values
     * with booleans spelled {@code true}/{@code false} (also used for a work's own config).
     */
    Map<String, String> checkValues(ConfigChain chain) throws WorkloadException {
        Map<String, String> values = chain.values();
        for (String key : OperationKeys.BOOLEANS) {
            if (values.containsKey(key)) {
                String canonical = OperationKeys.canonicalBoolean(values.get(key));
                if (canonical == null) {
                    problems.report(at(chain, key, key + "='" + values.get(key)
                            + "' is not a boolean: expected true or false"));
                    continue;
                }
                values.put(key, canonical);
            }
        }
        String content = values.get("content");
        if (content != null && !content.equals("random") && !content.equals("zero")) {
            problems.report(at(chain, "content", "content='" + content + "' is not known: expected random or zero"));
        }
        return values;
    }

    /** Checks the containers or objects selector, if set. */
    private void range(String key, boolean special, boolean divided, int workers, ConfigChain chain, String type)
            throws WorkloadException {
        if (!chain.has(key)) {
            return;
        }
        Selector selector;
        try {
            selector = SelectorParser.parse(chain.value(key));
        } catch (IllegalArgumentException e) {
            throw at(chain, key, key + ": " + e.getMessage());
        }
        if (special) {
            if (!(selector instanceof Selector.Range)) {
                throw at(chain, key, key + "=" + chain.value(key) + " cannot be used by a " + type
                        + " work: special works visit each value once and accept only r(lo,hi) or lo-hi");
            }
            return;
        }
        if (selector instanceof Selector.Range r && r.lo() == 0) {
            throw at(chain, key, key + "=" + chain.value(key) + " selects nothing: r(0,0) is only for special works;"
                    + " numbering starts at 1");
        }
        if (!divided) {
            return;
        }
        String division = key.equals("containers") ? "container" : "object";
        if (selector instanceof Selector.Histogram) {
            throw at(chain, key, key + "=" + chain.value(key) + " cannot be divided among workers (division="
                    + division + "): use division=none, or u() or r() for " + key);
        }
        boolean divisible = selector instanceof Selector.Uniform || selector instanceof Selector.Range;
        long count = selector.max() - selector.min() + 1;
        if (divisible && count < workers) {
            throw at(chain, key, key + "=" + chain.value(key) + " has " + count + " values for " + workers
                    + " workers (division=" + division + "): every worker needs at least one value");
        }
    }

    private WorkloadException at(ConfigChain chain, String key, String problem) {
        ConfigChain.Origin origin = chain.origin(key);
        return origin.attribute() == null
                ? problems.at(origin.element(), problem)
                : problems.at(origin.element(), origin.attribute(), problem);
    }
}
