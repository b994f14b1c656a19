package io.objbench.core.workload;

import io.objbench.core.config.KeyValueConfig;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds a work's {@link Operation}s: the user's {@code <operation>}s of a normal work (ratio-0
 * ones dropped, ratios summing to 100, names and stage-wide ids assigned), or the single
 * generated operation of a special work with its injected config (cosbench-format.md §1.3).
 */
final class OperationBuilder {

    /** A user operation whose attributes are checked, before naming. */
    private record Draft(XmlElement element, String type, int ratio, Division division, ConfigChain chain) {
    }

    private final Problems problems;
    private final OperationConfigValidator validator;

    OperationBuilder(Problems problems) {
        this.problems = problems;
        this.validator = new OperationConfigValidator(problems);
    }

    /** The operations of a normal work. */
    List<Operation> user(XmlElement work, String workName, Division workDivision, int workers, ConfigChain chain,
                         int firstOpNumber) throws WorkloadException {
        List<XmlElement> elements = work.children("operation");
        if (elements.isEmpty()) {
            throw problems.at(work, "work '" + workName + "' has no operations: add at least one"
                    + " <operation type=\"…\" ratio=\"…\"/>");
        }
        List<Draft> drafts = new ArrayList<>();
        int sum = 0;
        int mark = problems.mark();
        for (XmlElement element : elements) {
            try {
                Draft draft = draft(element, workDivision, chain);
                if (draft.ratio() > 0) {
                    drafts.add(draft);
                    sum += draft.ratio();
                }
            } catch (WorkloadException e) {
                problems.report(e); // when collecting, go on with the next operation
            }
        }
        problems.abandonIfNew(mark); // the sum of ratios read so far would mislead
        if (sum != 100) {
            problems.report(problems.at(work, "the ratios of work '" + workName + "' sum to " + sum
                    + ": the ratios of its operations must sum to 100"));
        }
        Map<String, Integer> typeCounts = new HashMap<>();
        drafts.forEach(d -> typeCounts.merge(d.type(), 1, Integer::sum));
        Set<String> names = new HashSet<>();
        List<Operation> out = new ArrayList<>();
        List<ConfigChain> chains = new ArrayList<>();
        int opsMark = problems.mark();
        for (int k = 0; k < drafts.size(); k++) {
            Draft d = drafts.get(k);
            String own = KeyValueConfig.parse(d.element().attribute("config")).get("name");
            String name = own != null && !own.isEmpty() ? own
                    : typeCounts.get(d.type()) > 1 ? (k + 1) + "-" + d.type() : d.type();
            if (!names.add(name)) {
                problems.report(problems.at(d.element(), "work '" + workName + "' has two operations named '"
                        + name + "': give them different name= keys"));
            }
            // init/prepare/cleanup/dispose inside a normal work: COSBench runs the same operator as in
            // a special work (a pass over the worker's share each time it is picked), without the
            // keys a special work injects, so it needs the keys that operator reads
            WorkType passType = WorkType.fromXml(d.type());
            boolean pass = passType != null && passType.special();
            if (pass) {
                boolean missing = false;
                List<String> required = d.chain().has("inventory")
                        ? OperationKeys.requiredWithInventory(d.type(), false)
                        : OperationKeys.requiredInNormalWork(d.type());
                for (String key : required) {
                    if (!d.chain().has(key)) {
                        missing = true;
                        problems.report(problems.at(d.element(), d.type() + " operation in a normal work needs the"
                                + " config key '" + key + "': set it in the config of the operation, its work or an"
                                + " enclosing element"));
                    }
                }
                if (missing) {
                    continue; // when collecting: the operation's own checks would repeat the missing key
                }
            }
            Map<String, String> effective;
            try {
                effective = validator.validate(d.type(), pass, d.division(), workers, d.chain(), d.element());
            } catch (WorkloadException e) {
                problems.report(e); // when collecting, go on with the next operation
                continue;
            }
            out.add(new Operation("op" + (firstOpNumber + k), d.type(), d.ratio(), d.division(),
                    d.chain().raw(), effective, name, pass ? passType.sampleType() : d.type()));
            chains.add(d.chain());
        }
        if (problems.mark() == opsMark) { // when collecting: only operations that are valid on their own
            validator.latestFeeds(out, chains);
        }
        return out;
    }

    /** The single operation of a special (or delay) work; user operations are ignored as in COSBench. */
    Operation generated(XmlElement work, WorkType type, Division division, int workers, ConfigChain chain,
                        int opNumber) throws WorkloadException {
        String injected = switch (type) {
            case INIT, DISPOSE -> "objects=r(0,0);sizes=c(0)B";
            case PREPARE -> chain.has("createContainer") ? "" : "createContainer=false";
            case CLEANUP -> chain.has("deleteContainer") ? "" : "deleteContainer=false";
            case DELAY, NORMAL -> "";
        };
        // COSBench builds the operation's config as <injected>;<work config>, so the keys the user
        // set on the work or above win over the injected ones (objects/sizes of init and dispose)
        ConfigChain full = chain.underGenerated(injected, work);
        String opType = type.xmlName();
        Map<String, String> effective = validator.validate(opType, type.special(), division, workers, full, work);
        // the merged config string COSBench keeps for the operation (and writes as Config-Info):
        // its own <injected>;<work config>, inherited once more from the work
        String merged = ConfigChain.inherit(chain.raw(), ConfigChain.inherit(injected, chain.raw()));
        return new Operation("op" + opNumber, opType, 100, division, merged, effective, opType, type.sampleType());
    }

    private Draft draft(XmlElement element, Division workDivision, ConfigChain chain) throws WorkloadException {
        AttributeReader a = new AttributeReader(element, problems);
        String type = a.required("type", "one of " + String.join(", ", OperationKeys.USER_TYPES));
        if (!OperationKeys.USER_TYPES.contains(type)) {
            String hint = WorkType.fromXml(type) != null
                    ? " ('" + type + "' is a work type: write <work type=\"" + type + "\" …>)" : "";
            throw problems.at(element, "type", "unknown operation type '" + type + "': expected one of "
                    + String.join(", ", OperationKeys.USER_TYPES) + hint);
        }
        int ratio = a.integer("ratio", 100, 0, 100);
        Division division = element.has("division")
                ? WorkResolver.parseDivision(element, a.text("division"), problems) : workDivision;
        return new Draft(element, type, ratio, division, chain.with(element, problems));
    }

}
