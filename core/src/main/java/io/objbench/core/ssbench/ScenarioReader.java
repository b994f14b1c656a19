package io.objbench.core.ssbench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.core.workload.WorkloadException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Reads ssbench scenario files (docs/ssbench.md). Every case on which ssbench stops with a Python
 * error (a missing key, a profile of fewer than four weights or summing to 0, {@code initial_files}
 * summing to 0 or naming only unknown classes, no limit, {@code user_count < 1}) and the cases it
 * accepts wrongly ({@code size_min > size_max}, duplicate class names, wrong types) are errors
 * located at the key ({@code file:line:col: key: rule}), all reported in one pass. Unknown keys,
 * which ssbench ignores silently, are named in warnings.
 */
public final class ScenarioReader {

    private static final Set<String> TOP_KEYS = Set.of("name", "sizes", "initial_files", "operation_count",
            "run_seconds", "crud_profile", "user_count", "container_base", "container_count",
            "container_concurrency", "delete_after", "policy");
    private static final Set<String> SIZE_KEYS = Set.of("name", "size_min", "size_max", "crud_profile");
    private static final String PROFILE_FORM = "expected 4 weights [create, read, update, delete], e.g. [3, 4, 2, 2]";
    private static final ObjectMapper MAPPER = new ObjectMapper(
            JsonFactory.builder().enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build());

    private final String file;
    private final Map<String, JsonLocation> sites;
    private final List<WorkloadException> errors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();

    private ScenarioReader(String file, Map<String, JsonLocation> sites) {
        this.file = file;
        this.sites = sites;
    }

    /** Reads the scenario file at {@code path}. */
    public static Scenario read(Path path, ScenarioOverrides overrides) throws IOException, ScenarioException {
        String name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
        return read(Files.readString(path, StandardCharsets.UTF_8), name, overrides);
    }

    /** Reads a scenario from {@code text}; {@code fileName} is used in messages. */
    public static Scenario read(String text, String fileName, ScenarioOverrides overrides) throws ScenarioException {
        Map<String, JsonLocation> sites = new HashMap<>();
        JsonNode root;
        try {
            index(text, sites);
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage();
            throw new ScenarioException(List.of(new WorkloadException(fileName, at == null ? 0 : at.getLineNr(),
                    at == null ? 0 : at.getColumnNr(), "not valid JSON: " + firstLine(message))));
        }
        ScenarioReader reader = new ScenarioReader(fileName, sites);
        Scenario scenario = reader.scenario(root, overrides);
        if (!reader.errors.isEmpty()) {
            throw new ScenarioException(reader.errors);
        }
        return scenario;
    }

    /**
     * True when {@code text} is a JSON object with the keys every scenario has ({@code sizes},
     * {@code initial_files}): how a file is recognised by content, whatever its extension.
     */
    public static boolean looksLikeScenario(String text) {
        String t = text.stripLeading();
        if (!t.startsWith("{")) {
            return false;
        }
        try {
            JsonNode root = MAPPER.readTree(t);
            return root.isObject() && root.has("sizes") && root.has("initial_files");
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    /** Where each key and array element starts, by JSON pointer, for located messages. */
    private static void index(String text, Map<String, JsonLocation> sites) throws JsonProcessingException {
        try (JsonParser p = MAPPER.getFactory().createParser(text)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    continue;
                }
                JsonPointer ptr = t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY
                        ? p.getParsingContext().getParent() == null ? JsonPointer.empty()
                        : p.getParsingContext().getParent().pathAsPointer()
                        : p.getParsingContext().pathAsPointer();
                sites.putIfAbsent(ptr.toString(), p.currentTokenLocation());
            }
        } catch (JsonParseException e) {
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    private Scenario scenario(JsonNode root, ScenarioOverrides o) {
        if (!root.isObject()) {
            error("", "the file is not an ssbench scenario: expected a JSON object {\"name\": …, \"sizes\": […], …}");
            return null;
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!TOP_KEYS.contains(key)) {
                warnings.add(at("/" + key) + "unknown key '" + key + "' ignored (as ssbench)"
                        + (key.equals("block_size") ? "; block_size is ssbench's command-line option -b" : ""));
            }
        }
        String name = requiredString(root, "name");
        List<SizeClass> sizes = sizes(root);
        Map<String, Long> initial = initialFiles(root, sizes);
        boolean everyClassHasProfile = sizes != null && !sizes.isEmpty()
                && sizes.stream().allMatch(s -> s.profile().isPresent());
        CrudProfile crud = null;
        if (root.has("crud_profile") || !everyClassHasProfile) {
            crud = profile(root, "/crud_profile", "crud_profile");
        }
        OptionalLong ops = o.limitOverridden() ? o.operations() : optionalCount(root, "operation_count", 1);
        OptionalLong seconds = o.limitOverridden() ? o.seconds() : optionalCount(root, "run_seconds", 1);
        if (!o.limitOverridden() && ops.isEmpty() && seconds.isEmpty()
                && !root.has("operation_count") && !root.has("run_seconds")) {
            error("", "neither operation_count nor run_seconds: a scenario needs one (or --ops/--seconds)");
        }
        if (ops.isPresent() && seconds.isPresent()) {
            warnings.add(at("/operation_count") + "both operation_count and run_seconds: run_seconds wins (as ssbench)");
        }
        int users = o.users().isPresent() ? o.users().getAsInt() : (int) requiredCount(root, "user_count", 1);
        if (o.users().isPresent() && o.users().getAsInt() < 1) {
            error("", "user_count from the command line is " + o.users().getAsInt() + ": expected at least 1");
        }
        String base = root.has("container_base") ? requiredString(root, "container_base") : Scenario.DEFAULT_CONTAINER_BASE;
        if (base != null && base.contains("/")) {
            error("/container_base", "container_base '" + base + "' contains '/': container names cannot");
        }
        int containers = o.containers().isPresent() ? o.containers().getAsInt()
                : root.has("container_count") ? (int) requiredCount(root, "container_count", 1)
                : Scenario.DEFAULT_CONTAINER_COUNT;
        int concurrency = root.has("container_concurrency") ? (int) requiredCount(root, "container_concurrency", 1)
                : Scenario.DEFAULT_CONTAINER_CONCURRENCY;
        OptionalLong deleteAfter = o.deleteAfter().isPresent()
                ? (o.deleteAfter().getAsLong() > 0 ? o.deleteAfter() : OptionalLong.empty())
                : nullableCount(root, "delete_after");
        Optional<String> policy = o.policy().isPresent() ? o.policy() : nullableString(root, "policy");
        if (!errors.isEmpty()) {
            return null;
        }
        return new Scenario(name, sizes, initial, ops, seconds, Optional.ofNullable(crud),
                users, base, containers, concurrency, deleteAfter, policy, warnings);
    }

    /** Class names declared in {@code sizes}, also of classes with errors (so they cause no second error). */
    private final Set<String> declared = new HashSet<>();
    private boolean brokenClass;

    private List<SizeClass> sizes(JsonNode root) {
        JsonNode node = root.get("sizes");
        if (node == null) {
            error("", "missing key 'sizes': a list of size classes [{\"name\": …, \"size_min\": …, \"size_max\": …}, …]");
            return null;
        }
        if (!node.isArray() || node.isEmpty()) {
            error("/sizes", "sizes: expected a non-empty list of size classes");
            return null;
        }
        List<SizeClass> classes = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < node.size(); i++) {
            String ptr = "/sizes/" + i;
            String label = "sizes[" + i + "]";
            JsonNode c = node.get(i);
            if (!c.isObject()) {
                error(ptr, label + ": expected a size class {\"name\": …, \"size_min\": …, \"size_max\": …}");
                continue;
            }
            for (Iterator<String> it = c.fieldNames(); it.hasNext(); ) {
                String key = it.next();
                if (!SIZE_KEYS.contains(key)) {
                    warnings.add(at(ptr + "/" + key) + "unknown key '" + key + "' in " + label + " ignored (as ssbench)");
                }
            }
            int before = errors.size();
            String name = string(c, "name", ptr, label + ".name");
            if (name != null) {
                declared.add(name);
            }
            long min = count(c, "size_min", ptr, label + ".size_min", 0);
            long max = count(c, "size_max", ptr, label + ".size_max", 0);
            CrudProfile own = c.has("crud_profile") ? profile(c, ptr + "/crud_profile", label + ".crud_profile") : null;
            if (errors.size() > before) {
                brokenClass = true;
                continue;
            }
            if (!seen.add(name)) {
                error(ptr + "/name", label + ".name: class '" + name + "' is defined twice: class names must be unique");
                continue;
            }
            if (min > max) {
                brokenClass = true;
                error(ptr + "/size_min", label + ": size_min (" + min + ") is greater than size_max (" + max
                        + "): sizes are drawn from size_min to size_max, both included");
                continue;
            }
            classes.add(new SizeClass(name, min, max, Optional.ofNullable(own)));
        }
        return classes;
    }

    private Map<String, Long> initialFiles(JsonNode root, List<SizeClass> sizes) {
        JsonNode node = root.get("initial_files");
        if (node == null) {
            error("", "missing key 'initial_files': objects per size class created before the run, also the weights"
                    + " that pick a class for each operation, e.g. {\"tiny\": 100, \"small\": 10}");
            return Map.of();
        }
        if (!node.isObject()) {
            error("/initial_files", "initial_files: expected an object {\"<class>\": <count>, …}");
            return Map.of();
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        int before = errors.size();
        Set<String> known = declared;
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String ptr = "/initial_files/" + escape(e.getKey());
            long n = integer(e.getValue(), ptr, "initial_files." + e.getKey(), 0);
            if (n >= 0) {
                counts.put(e.getKey(), n);
            }
            if (sizes != null && !known.contains(e.getKey())) {
                warnings.add(at(ptr) + "initial_files names class '" + e.getKey()
                        + "', which is not in sizes: ignored (as ssbench)");
            }
        }
        if (sizes == null || brokenClass) {
            return counts;
        }
        long total = 0;
        for (SizeClass s : sizes) {
            total += counts.getOrDefault(s.name(), 0L);
        }
        if (total == 0 && errors.size() == before) {
            boolean onlyUnknown = !counts.isEmpty() && counts.keySet().stream().noneMatch(known::contains);
            error("/initial_files", onlyUnknown
                    ? "initial_files names only classes that are not in sizes (" + String.join(", ", counts.keySet())
                    + "): no class can be picked for an operation"
                    : "initial_files: the counts of the classes in sizes sum to 0: no class can be picked for an"
                    + " operation (a class with 0 is never used)");
        }
        return counts;
    }

    private CrudProfile profile(JsonNode parent, String ptr, String label) {
        JsonNode node = parent.get("crud_profile");
        if (node == null) {
            error("", "missing key 'crud_profile': the CRUD weights [create, read, update, delete] of the classes"
                    + " without their own, e.g. [3, 4, 2, 2]");
            return null;
        }
        if (!node.isArray()) {
            error(ptr, label + ": " + PROFILE_FORM);
            return null;
        }
        if (node.size() != 4) {
            error(ptr, label + " has " + node.size() + " weight" + (node.size() == 1 ? "" : "s") + ": " + PROFILE_FORM);
            return null;
        }
        double[] w = new double[4];
        for (int i = 0; i < 4; i++) {
            JsonNode v = node.get(i);
            if (!v.isNumber() || !(v.asDouble() >= 0) || Double.isInfinite(v.asDouble())) {
                error(ptr + "/" + i, label + "[" + i + "] is " + v + ": expected a weight >= 0");
                return null;
            }
            w[i] = v.asDouble();
        }
        CrudProfile p = new CrudProfile(w[0], w[1], w[2], w[3]);
        if (p.sum() == 0) {
            error(ptr, label + " sums to 0: at least one of create, read, update, delete must have a weight");
            return null;
        }
        return p;
    }

    private String requiredString(JsonNode root, String key) {
        return string(root, key, "", key);
    }

    private String string(JsonNode parent, String key, String parentPtr, String label) {
        JsonNode v = parent.get(key);
        if (v == null) {
            error(parentPtr, "missing key '" + key + "'" + (label.equals(key) ? "" : " in " + label.substring(0,
                    label.lastIndexOf('.'))));
            return null;
        }
        if (!v.isTextual() || v.asText().isEmpty()) {
            error(parentPtr + "/" + key, label + " is " + v + ": expected a non-empty string");
            return null;
        }
        return v.asText();
    }

    private Optional<String> nullableString(JsonNode root, String key) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual() || v.asText().isEmpty()) {
            error("/" + key, key + " is " + v + ": expected a non-empty string or null");
            return Optional.empty();
        }
        return Optional.of(v.asText());
    }

    private long requiredCount(JsonNode root, String key, long min) {
        return count(root, key, "", key, min);
    }

    private long count(JsonNode parent, String key, String parentPtr, String label, long min) {
        JsonNode v = parent.get(key);
        if (v == null) {
            error(parentPtr, "missing key '" + key + "'" + (label.equals(key) ? "" : " in " + label.substring(0,
                    label.lastIndexOf('.'))));
            return -1;
        }
        return integer(v, parentPtr + "/" + key, label, min);
    }

    private OptionalLong optionalCount(JsonNode root, String key, long min) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return OptionalLong.empty();
        }
        long n = integer(v, "/" + key, key, min);
        return n >= min ? OptionalLong.of(n) : OptionalLong.empty();
    }

    private OptionalLong nullableCount(JsonNode root, String key) {
        JsonNode v = root.get(key);
        if (v == null || v.isNull()) {
            return OptionalLong.empty();
        }
        long n = integer(v, "/" + key, key, 0);
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }

    /** An integer >= {@code min}; -1 (and an error) otherwise. */
    private long integer(JsonNode v, String ptr, String label, long min) {
        if (!v.isNumber() || !v.canConvertToExactIntegral() || !v.canConvertToLong()) {
            error(ptr, label + " is " + v + ": expected a whole number" + (min > 0 ? " >= " + min : " >= 0"));
            return -1;
        }
        long n = v.asLong();
        if (n < min) {
            error(ptr, label + " is " + n + ": expected at least " + min);
            return -1;
        }
        return n;
    }

    private void error(String ptr, String problem) {
        JsonLocation at = site(ptr);
        errors.add(new WorkloadException(file, at == null ? 1 : at.getLineNr(), at == null ? 1 : at.getColumnNr(),
                problem));
    }

    /** The location of {@code ptr}, else of its nearest enclosing value. */
    private JsonLocation site(String ptr) {
        String p = ptr;
        while (true) {
            JsonLocation at = sites.get(p);
            if (at != null || p.isEmpty()) {
                return at;
            }
            p = p.substring(0, p.lastIndexOf('/'));
        }
    }

    private String at(String ptr) {
        JsonLocation l = site(ptr);
        return file + ":" + (l == null ? 1 : l.getLineNr()) + ":" + (l == null ? 1 : l.getColumnNr()) + ": ";
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
