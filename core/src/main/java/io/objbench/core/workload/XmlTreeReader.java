package io.objbench.core.workload;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads workload XML into a tree of {@link XmlElement}s with StAX, recording where every start
 * tag and attribute is written. DTDs and external entities are refused (no XXE); text content
 * is refused too, since a workload carries everything in attributes.
 */
final class XmlTreeReader {

    private static final String PARSE_PREFIX = "Message: ";

    private final String fileName;
    private final SourceText source;

    private XmlTreeReader(String fileName, String xml) {
        this.fileName = fileName;
        this.source = new SourceText(xml);
    }

    /** Parses {@code xml} and returns its root element. */
    static XmlElement read(String xml, String fileName) throws WorkloadException {
        return new XmlTreeReader(fileName, xml).parse(xml);
    }

    private XmlElement parse(String xml) throws WorkloadException {
        // The JDK's own implementation: its start-element location (just after '>') is what SourceText expects.
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new StringReader(xml));
            while (reader.hasNext()) {
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.DTD -> {
                        int[] at = source.position(Math.max(0, xml.indexOf("<!DOCTYPE")));
                        throw new WorkloadException(fileName, at[0], at[1],
                                "DOCTYPE declarations are not allowed in a workload (no DTDs, no entities)");
                    }
                    case XMLStreamConstants.START_ELEMENT -> open.push(start(reader));
                    case XMLStreamConstants.END_ELEMENT -> {
                        XmlElement done = open.pop().build();
                        if (open.isEmpty()) {
                            root = done;
                        } else {
                            open.peek().children.add(done);
                        }
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> {
                        if (!reader.isWhiteSpace() && !reader.getText().isBlank() && !open.isEmpty()) {
                            Builder parent = open.peek();
                            throw new WorkloadException(fileName, parent.line, parent.column, "unexpected text '"
                                    + abbreviate(reader.getText().strip()) + "' inside <" + parent.name
                                    + ">: a workload is written in attributes only");
                        }
                    }
                    default -> { } // comments, processing instructions, whitespace
                }
            }
        } catch (XMLStreamException e) {
            throw error(e.getLocation(), "malformed XML: " + parserMessage(e));
        }
        if (root == null) {
            throw new WorkloadException(fileName, 1, 1, "no root element: expected <workload>");
        }
        return root;
    }

    private Builder start(XMLStreamReader reader) {
        Location end = reader.getLocation();
        int tagStart = source.tagStart(source.offset(end.getLineNumber(), end.getColumnNumber()));
        int[] at = source.position(tagStart);
        Builder b = new Builder(reader.getLocalName(), at[0], at[1]);
        Map<String, Integer> offsets = source.attributeOffsets(tagStart);
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            String prefix = reader.getAttributePrefix(i);
            String local = reader.getAttributeLocalName(i);
            if ("xmlns".equals(prefix) || (prefix == null || prefix.isEmpty()) && "xmlns".equals(local)) {
                continue; // namespace declarations carry no workload data
            }
            String name = prefix == null || prefix.isEmpty() ? local : prefix + ":" + local;
            b.attributes.put(name, reader.getAttributeValue(i));
            Integer offset = offsets.get(name);
            b.sites.put(name, offset == null ? at : source.position(offset));
        }
        return b;
    }

    private WorkloadException error(Location where, String problem) {
        int line = where == null ? 0 : Math.max(where.getLineNumber(), 0);
        int column = where == null ? 0 : Math.max(where.getColumnNumber(), 0);
        return new WorkloadException(fileName, line, column, problem);
    }

    /** The JDK's message without its "ParseError at [row,col]" preamble. */
    private static String parserMessage(XMLStreamException e) {
        String m = String.valueOf(e.getMessage());
        int i = m.indexOf(PARSE_PREFIX);
        return (i >= 0 ? m.substring(i + PARSE_PREFIX.length()) : m).strip();
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    /** An element being read. */
    private static final class Builder {
        final String name;
        final int line;
        final int column;
        final Map<String, String> attributes = new LinkedHashMap<>();
        final Map<String, int[]> sites = new HashMap<>();
        final List<XmlElement> children = new ArrayList<>();

        Builder(String name, int line, int column) {
            this.name = name;
            this.line = line;
            this.column = column;
        }

        XmlElement build() {
            return new XmlElement(name, line, column, attributes, sites, children);
        }
    }
}
