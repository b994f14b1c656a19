package io.objbench.testsupport;

import java.util.LinkedHashMap;
import java.util.Map;

/** The attributes of one XML element in the order they were set; values are written as given. */
final class Attributes {

    private final Map<String, String> values = new LinkedHashMap<>();

    /** Sets {@code name} to {@code value}; a null value removes it. */
    Attributes set(String name, String value) {
        if (value == null) {
            values.remove(name);
        } else {
            values.put(name, value);
        }
        return this;
    }

    /** The value of {@code name}, or null. */
    String get(String name) {
        return values.get(name);
    }

    /** Appends {@code name="value"} for each attribute, each preceded by a space. */
    void appendTo(StringBuilder out) {
        values.forEach((name, value) -> out.append(' ').append(name).append("=\"").append(value).append('"'));
    }

    /** An empty element {@code <tag .../>} with these attributes. */
    String element(String tag) {
        StringBuilder out = new StringBuilder("<").append(tag);
        appendTo(out);
        return out.append(" />").toString();
    }
}
