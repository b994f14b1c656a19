package io.objbench.core.workload;

import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SelectorParser;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Checks an operation's effective config (cosbench-format.md §2.2–2.6) and returns it with
 * booleans spelled {@code true}/{@code false}: required keys present, selectors parseable and
 * usable by the work type and division, sizes with a known unit, booleans and {@code content}
 * valid. Errors point at the {@code config} attribute that set the offending key.
 */
final class OperationConfigValidator {

    private static final Pattern INVENTORY_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    private final Problems problems;

    /** The most slow-request exemplars an operation may keep per worker and interval. */
    static final int MAX_EXEMPLARS = 1000;

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
        boolean inventory = chain.has("inventory");
        List<String> required = inventory
                ? OperationKeys.requiredWithInventory(type, "true".equals(bool(chain, "update")))
                : OperationKeys.required(type);
        for (String key : required) {
            if (!chain.has(key)) {
                problems.report(problems.at(owner, type + " operation needs the config key '" + key
                        + "': set it in the config of the operation, its work or an enclosing element"));
            }
        }
        if (type.equals("list") && chain.has("objects") && !chain.has("containers")) {
            // COSBench's Lister fails at its first operation: "no such key defined: containers"
            problems.report(at(chain, "objects", "a list operation with 'objects' needs 'containers' too (it reads the"
                    + " object's metadata in a container): set containers, or remove objects to list containers"));
        }
        if (type.equals("filewrite") && chain.has("fileselection")) {
            // COSBench's FilePicker uses the first letter with (1,<number of files>)
            String how = chain.value("fileselection").trim();
            if (how.isEmpty() || "urs".indexOf(how.charAt(0)) < 0) {
                problems.report(at(chain, "fileselection", "fileselection=" + chain.value("fileselection") + " is not known:"
                        + " its first letter picks the files, expected s (sequential), u (uniform) or r (range)"));
            }
        }
        inventoryKeys(type, chain);
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
        offsetFits("containers", "coffset", chain);
        offsetFits("objects", "ooffset", chain);
        return checkValues(chain);
    }

    /** The smallest number of {@code key}'s selector plus its offset must not be negative. */
    private void offsetFits(String key, String offsetKey, ConfigChain chain) throws WorkloadException {
        if (!chain.has(key) || !chain.has(offsetKey)) {
            return;
        }
        try {
            Selector s = SelectorParser.parse(chain.value(key));
            long offset = Long.parseLong(chain.value(offsetKey).trim());
            if (s.max() > 0 && s.min() + offset < 0) {
                problems.report(at(chain, offsetKey, offsetKey + "=" + offset + " with " + key + "=" + chain.value(key)
                        + " names number " + (s.min() + offset) + ": names cannot carry negative numbers"));
            }
        } catch (IllegalArgumentException e) {
            // a bad selector or offset is reported on its own
        }
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
        for (String key : List.of("cdigits", "odigits")) {
            String v = values.get(key);
            if (v != null && !v.trim().matches("\\d{1,2}") || v != null && Integer.parseInt(v.trim()) > NameFormat.MAX_DIGITS) {
                problems.report(at(chain, key, key + "='" + v + "' is not a width: expected a whole number 0.."
                        + NameFormat.MAX_DIGITS + " (the number in the name is zero-padded to it)"));
            }
        }
        for (String key : List.of("coffset", "ooffset")) {
            String v = values.get(key);
            if (v != null && !v.trim().matches("-?\\d{1,10}")) {
                problems.report(at(chain, key, key + "='" + v + "' is not an offset: expected a whole number such as"
                        + " -1 (added to the selected number in the name)"));
            }
        }
        String exemplars = values.get("exemplars");
        if (exemplars != null && (!exemplars.trim().matches("\\d{1,4}") || Integer.parseInt(exemplars.trim()) > MAX_EXEMPLARS)) {
            problems.report(at(chain, "exemplars", "exemplars='" + exemplars + "' is not a count: expected a whole number"
                    + " 0.." + MAX_EXEMPLARS + " (the slowest requests kept per operation and interval; 0 keeps none)"));
        }
        String content = values.get("content");
        if (content != null && !content.equals("random") && !content.equals("zero")) {
            problems.report(at(chain, "content", "content='" + content + "' is not known: expected random or zero"));
        }
        return values;
    }

    /**
     * Checks the confirmed-object inventory keys (objbench extension): {@code inventory} names an
     * inventory on a read, write, delete, prepare or cleanup; {@code update} only on such a write,
     * {@code headFirst} only on such a prepare; an inventory read, write or delete takes its
     * object names from the inventory, so {@code objects} would be ignored and is refused.
     */
    private void inventoryKeys(String type, ConfigChain chain) throws WorkloadException {
        String name = chain.value("inventory");
        if (name != null) {
            if (!INVENTORY_NAME.matcher(name).matches()) {
                problems.report(at(chain, "inventory", "inventory='" + name + "' is not a valid inventory name:"
                        + " 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit"));
            }
            if (!OperationKeys.INVENTORY_TYPES.contains(type)) {
                problems.report(at(chain, "inventory", "a " + type + " operation cannot use an inventory: inventory="
                        + " is for " + String.join(", ", OperationKeys.INVENTORY_TYPES)));
            } else if (type.equals("cleanup") && "true".equals(bool(chain, "deleteContainer"))) {
                problems.report(at(chain, "deleteContainer", "deleteContainer=true with inventory=" + name + ": an"
                        + " inventory cleanup deletes only the objects the run created, never a container holding others"));
            } else if (chain.has("objects") && !type.equals("prepare")) {
                problems.report(at(chain, "objects", "objects=" + chain.value("objects") + " with inventory=" + name
                        + ": a " + type + " on an inventory takes its objects from the inventory; remove objects"
                        + " (only a prepare names the objects it adds)"));
            }
        }
        if (chain.has("update") && (name == null || !type.equals("write"))) {
            problems.report(at(chain, "update", "update= is only for a write with inventory=NAME"
                    + " (it overwrites the inventory's oldest object instead of creating one)"));
        }
        if (chain.has("spread") && (name == null || !type.equals("prepare"))) {
            problems.report(at(chain, "spread", "spread= is only for a prepare with inventory=NAME"
                    + " (it places object n in one container, n mod the containers, as ssbench, instead of in each)"));
        }
        if (chain.has("headFirst") && (name == null || !type.equals("prepare"))) {
            problems.report(at(chain, "headFirst", "headFirst= is only for a prepare with inventory=NAME"
                    + " (it skips the write of an object that already exists)"));
        }
    }

    private static String bool(ConfigChain chain, String key) {
        String value = chain.value(key);
        return value == null ? null : OperationKeys.canonicalBoolean(value);
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
        if (selector instanceof Selector.Latest && !key.equals("objects")) {
            throw at(chain, key, key + "=" + chain.value(key) + ": latest() picks recently written objects;"
                    + " it is only for objects");
        }
        if (selector instanceof Selector.Range r && r.lo() == 0) {
            throw at(chain, key, key + "=" + chain.value(key) + " selects nothing: r(0,0) is only for special works;"
                    + " numbering starts at 1");
        }
        if (!divided) {
            return;
        }
        String division = key.equals("containers") ? "container" : "object";
        if (selector instanceof Selector.Histogram || selector instanceof Selector.Latest) {
            throw at(chain, key, key + "=" + chain.value(key) + " cannot be divided among workers (division="
                    + division + "): use division=none, or u() or r() for " + key);
        }
        boolean divisible = selector instanceof Selector.Uniform || selector instanceof Selector.Range
                || selector instanceof Selector.Zipfian || selector instanceof Selector.HotSpot;
        long count = selector.max() - selector.min() + 1;
        if (divisible && count < workers) {
            throw at(chain, key, key + "=" + chain.value(key) + " has " + count + " values for " + workers
                    + " workers (division=" + division + "): every worker needs at least one value");
        }
        if (selector instanceof Selector.HotSpot hot) {
            String problem = SelectorParser.hotSplitProblem(hot, count / workers); // the smallest slice
            if (problem != null) {
                throw at(chain, key, key + "=" + chain.value(key) + " divided among " + workers + " workers (division="
                        + division + "): in a slice of " + (count / workers) + " values " + problem);
            }
        }
    }

    /**
     * Checks what feeds each {@code latest()} of a normal work (objbench extension): the work's
     * writes to the same object names (same oprefix and osuffix), other than those using
     * {@code latest()} themselves, must be a single writer walking numbers above the latest range
     * with {@code s()} or an undivided {@code r()}: only such a writer adds newer objects in order.
     *
     * @param ops    the work's operations, with their effective configs
     * @param chains their config chains, in the same order (for error locations)
     */
    void latestFeeds(List<Operation> ops, List<ConfigChain> chains)
            throws WorkloadException {
        for (int i = 0; i < ops.size(); i++) {
            if (!(objects(ops.get(i)) instanceof Selector.Latest latest)) {
                continue;
            }
            int feeder = -1;
            for (int j = 0; j < ops.size(); j++) {
                Operation w = ops.get(j);
                if (!w.type().equals("write") || w.effectiveConfig().containsKey("inventory")
                        || !sameNames(w, ops.get(i)) || objects(w) instanceof Selector.Latest) {
                    continue;
                }
                Selector walk = objects(w);
                boolean walks = walk instanceof Selector.Sequential
                        || walk instanceof Selector.Range && w.division() != Division.OBJECT;
                String why = null;
                if (!walks) {
                    why = " writes the names " + latest.text() + " of operation '" + ops.get(i).name()
                            + "' reads, but only a writer walking numbers in order (s(lo,hi), or r(lo,hi) without"
                            + " division=object) can feed latest(): use one, or other oprefix/osuffix";
                } else if (walk.min() <= latest.hi()) {
                    why = " overlaps the existing objects of " + latest.text() + " in operation '" + ops.get(i).name()
                            + "': the writer feeding latest() must write numbers above " + latest.hi();
                } else if (feeder >= 0) {
                    why = " is a second writer of the names " + latest.text() + " of operation '" + ops.get(i).name()
                            + "' reads (the first is '" + ops.get(feeder).name() + "'): latest() follows one writer";
                }
                if (why != null) {
                    throw at(chains.get(j), "objects", "objects=" + w.effectiveConfig().get("objects") + why);
                }
                feeder = j;
            }
        }
    }

    private static Selector objects(Operation op) {
        String text = op.effectiveConfig().get("objects");
        return text == null ? null : SelectorParser.parse(text);
    }

    private static boolean sameNames(Operation a, Operation b) {
        return NameFormat.objects(a.effectiveConfig()).equals(NameFormat.objects(b.effectiveConfig()));
    }

    private WorkloadException at(ConfigChain chain, String key, String problem) {
        ConfigChain.Origin origin = chain.origin(key);
        return origin.attribute() == null
                ? problems.at(origin.element(), problem)
                : problems.at(origin.element(), origin.attribute(), problem);
    }
}
