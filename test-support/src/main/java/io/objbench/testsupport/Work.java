package io.objbench.testsupport;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code <work>} of a {@link WorkloadXml}: attributes, an optional auth and storage of its own
 * and its operations. Mutable, so a named fixture's work can be adjusted by the test that uses it.
 */
public final class Work {

    private final Attributes attributes = new Attributes();
    private String auth;
    private String storage;
    private final List<String> operations = new ArrayList<>();

    private Work() {
    }

    /** A normal work named {@code name} with {@code workers} workers (end it with totalOps or runtime). */
    public static Work named(String name, int workers) {
        return new Work().name(name).workers(workers);
    }

    /** A special work of {@code type} (init, prepare, cleanup, dispose, delay) without a name. */
    public static Work special(String type, int workers, String config) {
        return new Work().type(type).workers(workers).config(config);
    }

    /** {@code <work type="init">} over {@code config}, e.g. {@code containers=r(1,1)}. */
    public static Work init(int workers, String config) {
        return special("init", workers, config);
    }

    /** {@code <work type="prepare">} over {@code config}. */
    public static Work prepare(int workers, String config) {
        return special("prepare", workers, config);
    }

    /** Sets the work's name. */
    public Work name(String name) {
        return attr("name", name);
    }

    /** Sets the work's type (special works). */
    public Work type(String type) {
        return attr("type", type);
    }

    /** Sets the number of workers. */
    public Work workers(int workers) {
        return attr("workers", Integer.toString(workers));
    }

    /** Ends the work after {@code ops} operations. */
    public Work totalOps(long ops) {
        return attr("totalOps", Long.toString(ops));
    }

    /** Ends the work after {@code seconds}. */
    public Work runtime(int seconds) {
        return attr("runtime", Integer.toString(seconds));
    }

    /** Sets the snapshot interval in seconds. */
    public Work interval(int seconds) {
        return attr("interval", Integer.toString(seconds));
    }

    /** Pins the work on driver {@code name}. */
    public Work driver(String name) {
        return attr("driver", name);
    }

    /** Sets the work's config string. */
    public Work config(String config) {
        return attr("config", config);
    }

    /** Sets any attribute ({@code null} removes it); the value is XML attribute text, written as given. */
    public Work attr(String name, String value) {
        attributes.set(name, value);
        return this;
    }

    /** Gives the work its own auth of {@code type} ({@code config} null for none). */
    public Work auth(String type, String config) {
        auth = new Attributes().set("type", type).set("config", config).element("auth");
        return this;
    }

    /** Gives the work its own storage of {@code type} ({@code config} null for none). */
    public Work storage(String type, String config) {
        storage = new Attributes().set("type", type).set("config", config).element("storage");
        return this;
    }

    /** Adds an operation of {@code type} with {@code ratio} percent and {@code config}. */
    public Work op(String type, int ratio, String config) {
        operations.add(new Attributes().set("type", type).set("ratio", Integer.toString(ratio)).set("config", config)
                .element("operation"));
        return this;
    }

    boolean hasName(String name) {
        return name.equals(attributes.get("name"));
    }

    void appendTo(StringBuilder out, String indent) {
        out.append(indent).append("<work");
        attributes.appendTo(out);
        if (auth == null && storage == null && operations.isEmpty()) {
            out.append(" />\n");
            return;
        }
        out.append(">\n");
        String inner = indent + "  ";
        if (auth != null) {
            out.append(inner).append(auth).append('\n');
        }
        if (storage != null) {
            out.append(inner).append(storage).append('\n');
        }
        operations.forEach(op -> out.append(inner).append(op).append('\n'));
        out.append(indent).append("</work>\n");
    }
}
