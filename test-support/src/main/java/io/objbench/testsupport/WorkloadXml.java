package io.objbench.testsupport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds COSBench workload XML for tests, so the many short mock runs of the test suites are
 * written once. Attribute values are XML attribute text written as given (not escaped), so a test
 * can put entity references, e.g. a script payload, into a name.
 */
public final class WorkloadXml {

    private final String name;
    private final Attributes attributes = new Attributes();
    private String auth;
    private String storage;
    private final Map<String, Stage> stages = new LinkedHashMap<>();

    private WorkloadXml(String name) {
        this.name = name;
        attributes.set("name", name);
    }

    /** A workload named {@code name} without storage or stages yet. */
    public static WorkloadXml named(String name) {
        return new WorkloadXml(name);
    }

    /** Sets the description ({@code ""} writes an empty one, null none). */
    public WorkloadXml description(String description) {
        attributes.set("description", description);
        return this;
    }

    /** Sets the workload-level config string inherited by every work. */
    public WorkloadXml config(String config) {
        attributes.set("config", config);
        return this;
    }

    /** Sets the workload's auth of {@code type} ({@code config} null for none). */
    public WorkloadXml auth(String type, String config) {
        auth = new Attributes().set("type", type).set("config", config).element("auth");
        return this;
    }

    /** Sets (or replaces) the workload's storage of {@code type} ({@code config} null for none). */
    public WorkloadXml storage(String type, String config) {
        storage = new Attributes().set("type", type).set("config", config).element("storage");
        return this;
    }

    /** Appends a stage {@code name} of {@code works} (none: an empty stage). */
    public WorkloadXml stage(String name, Work... works) {
        return stage(name, null, works);
    }

    /** Appends a stage {@code name} with a {@code closuredelay} in seconds (null for none). */
    public WorkloadXml stage(String name, Integer closureDelay, Work... works) {
        if (stages.containsKey(name)) {
            throw new IllegalArgumentException("stage " + name + " is already in workload " + name);
        }
        stages.put(name, new Stage(name, closureDelay, List.of(works)));
        return this;
    }

    /** The work named {@code name} in any stage, to adjust a named fixture. */
    public Work work(String name) {
        for (Stage stage : stages.values()) {
            for (Work work : stage.works()) {
                if (work.hasName(name)) {
                    return work;
                }
            }
        }
        throw new IllegalArgumentException("no work " + name + " in workload " + name);
    }

    /** The XML text with an XML declaration. */
    public String xml() {
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        appendBody(out);
        return out.toString();
    }

    /** The XML text without a declaration. */
    public String bare() {
        StringBuilder out = new StringBuilder();
        appendBody(out);
        return out.toString();
    }

    @Override
    public String toString() {
        return xml();
    }

    private void appendBody(StringBuilder out) {
        out.append("<workload");
        attributes.appendTo(out);
        out.append(">\n");
        if (auth != null) {
            out.append("  ").append(auth).append('\n');
        }
        if (storage != null) {
            out.append("  ").append(storage).append('\n');
        }
        out.append("  <workflow>\n");
        for (Stage stage : stages.values()) {
            out.append("    <workstage name=\"").append(stage.name()).append('"');
            if (stage.closureDelay() != null) {
                out.append(" closuredelay=\"").append(stage.closureDelay()).append('"');
            }
            if (stage.works().isEmpty()) {
                out.append(" />\n");
                continue;
            }
            out.append(">\n");
            stage.works().forEach(work -> work.appendTo(out, "      "));
            out.append("    </workstage>\n");
        }
        out.append("  </workflow>\n</workload>\n");
    }

    private record Stage(String name, Integer closureDelay, List<Work> works) {
    }
}
