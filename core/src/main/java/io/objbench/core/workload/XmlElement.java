package io.objbench.core.workload;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One element of a workload file as written, before any validation: its name, where its start
 * tag begins, its attributes (in source order) with where each is written, and its children.
 *
 * @param name       the element name ({@code prefix:local} when prefixed)
 * @param line       1-based line of the start tag's {@code <}
 * @param column     1-based column of the start tag's {@code <}
 * @param attributes attribute values by name, in source order
 * @param attributeSites where each attribute name starts, as {@code {line, column}}
 * @param children   child elements in order
 */
record XmlElement(String name, int line, int column, Map<String, String> attributes,
                  Map<String, int[]> attributeSites, List<XmlElement> children) {

    XmlElement {
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        attributeSites = Map.copyOf(attributeSites);
        children = List.copyOf(children);
    }

    /** The attribute's value, or {@code null} when it is absent. */
    String attribute(String attributeName) {
        return attributes.get(attributeName);
    }

    /** True when the attribute is written (even if empty). */
    boolean has(String attributeName) {
        return attributes.containsKey(attributeName);
    }

    /** The children named {@code childName}, in order. */
    List<XmlElement> children(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    /** The only child named {@code childName}, or {@code null} (the schema allows at most one). */
    XmlElement child(String childName) {
        List<XmlElement> found = children(childName);
        return found.isEmpty() ? null : found.getFirst();
    }
}
