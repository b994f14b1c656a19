package io.objbench.web.hostile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hostile workloads generated from one valid workload: every attribute slot (present or not in
 * the valid one) set to every {@link HostileValues} value, every present attribute removed, plus
 * document-level damage (truncation at ten points, XXE, entity expansion, deep nesting, wrong
 * roots, duplicates, encodings). The valid workload runs in about a second on the mock adaptor.
 */
final class WorkloadMutations {

    /** One generated workload: its case name, its text and the element line its slot sits on (0: none). */
    record Mutant(String name, String xml, int slotLine) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** An attribute place in the template: its default (null: absent) and whether it holds a config string. */
    private record Slot(String id, String attribute, String dflt, boolean config) {
    }

    private static final String TEMPLATE = """
            <workload{workload.name}{workload.description}{workload.config}>
              <storage{storage.type}{storage.config} />
              <workflow>
                <workstage{init.name}>
                  <work type="init"{init.workers}{init.config} />
                </workstage>
                <workstage{main.name}{main.closuredelay}>
                  <work{work.name}{work.workers}{work.totalOps}{work.runtime}{work.interval}{work.division}{work.rampup}{work.driver}{work.afr}>
                    <operation{op.type}{op.ratio}{op.config}{op.division} />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    private static final List<Slot> SLOTS = List.of(
            new Slot("workload.name", "name", "hostile", false),
            new Slot("workload.description", "description", "base", false),
            new Slot("workload.config", "config", null, true),
            new Slot("storage.type", "type", "mock", false),
            new Slot("storage.config", "config", "latency=fixed(0)", true),
            new Slot("init.name", "name", "init", false),
            new Slot("init.workers", "workers", "1", false),
            new Slot("init.config", "config", "containers=r(1,1)", true),
            new Slot("main.name", "name", "main", false),
            new Slot("main.closuredelay", "closuredelay", null, false),
            new Slot("work.name", "name", "w", false),
            new Slot("work.workers", "workers", "2", false),
            new Slot("work.totalOps", "totalOps", "20", false),
            new Slot("work.runtime", "runtime", null, false),
            new Slot("work.interval", "interval", null, false),
            new Slot("work.division", "division", null, false),
            new Slot("work.rampup", "rampup", null, false),
            new Slot("work.driver", "driver", null, false),
            new Slot("work.afr", "afr", null, false),
            new Slot("op.type", "type", "write", false),
            new Slot("op.ratio", "ratio", "100", false),
            new Slot("op.config", "config", "containers=c(1);objects=u(1,10);sizes=c(1)KB", true),
            new Slot("op.division", "division", null, false));

    private WorkloadMutations() {
    }

    /** The valid workload. */
    static String valid() {
        return render(Map.of());
    }

    /** The valid workload named {@code name}. */
    static String valid(String name) {
        return render(Map.of("workload.name", name));
    }

    /** Every mutant: slots × values, removals, then document-level damage. */
    static List<Mutant> all() {
        List<Mutant> out = new ArrayList<>();
        for (Slot s : SLOTS) {
            int line = lineOf(s);
            for (HostileValues.Value v : s.config() ? HostileValues.configs() : HostileValues.all()) {
                out.add(new Mutant(s.id() + "=" + v.label(), render(Map.of(s.id(), v.text())), line));
            }
            if (s.dflt() != null) {
                Map<String, String> removed = new LinkedHashMap<>();
                removed.put(s.id(), null);
                out.add(new Mutant(s.id() + " removed", render(removed), line));
            }
        }
        out.addAll(documents());
        return out;
    }

    private static List<Mutant> documents() {
        String v = valid();
        List<Mutant> out = new ArrayList<>();
        out.add(new Mutant("doc empty", "", 0));
        out.add(new Mutant("doc blank", "  \n\t ", 0));
        out.add(new Mutant("doc not xml", "hello, world", 0));
        out.add(new Mutant("doc json", "{\"workload\": {\"name\": \"x\"}}", 0));
        out.add(new Mutant("doc lone <", "<", 0));
        out.add(new Mutant("doc nul byte", v.replace("<workflow>", "<workflow>\u0000"), 0));
        for (int i = 1; i <= 10; i++) {
            out.add(new Mutant("doc truncated at " + i * 9 + "%", v.substring(0, v.length() * i * 9 / 100), 0));
        }
        out.add(new Mutant("doc wrong root", v.replace("<workload", "<workloads").replace("</workload>", "</workloads>"), 0));
        out.add(new Mutant("doc xxe file", "<?xml version=\"1.0\"?><!DOCTYPE workload [<!ENTITY x SYSTEM"
                + " \"file:///etc/passwd\">]>\n" + v.replace("base", "&x;"), 0));
        out.add(new Mutant("doc external dtd", "<?xml version=\"1.0\"?><!DOCTYPE workload SYSTEM"
                + " \"http://127.0.0.1:9/x.dtd\">\n" + v, 0));
        StringBuilder bomb = new StringBuilder("<?xml version=\"1.0\"?><!DOCTYPE workload [<!ENTITY a0 \"aaaaaaaaaa\">");
        for (int i = 1; i < 10; i++) {
            bomb.append("<!ENTITY a").append(i).append(" \"").append(("&a" + (i - 1) + ";").repeat(10)).append("\">");
        }
        out.add(new Mutant("doc entity bomb", bomb + "]>\n" + v.replace("base", "&a9;"), 0));
        out.add(new Mutant("doc deep nesting", v.replace("<workflow>",
                "<workflow>" + "<workstage>".repeat(20_000) + "</workstage>".repeat(20_000)), 0));
        out.add(new Mutant("doc unknown element", v.replace("<workflow>", "<workflow><script/>"), 0));
        out.add(new Mutant("doc two workflows", v.replace("</workflow>", "</workflow><workflow/>"), 0));
        out.add(new Mutant("doc no workflow", v.replaceAll("(?s)<workflow>.*</workflow>", ""), 0));
        out.add(new Mutant("doc empty workflow", v.replaceAll("(?s)<workflow>.*</workflow>", "<workflow/>"), 0));
        out.add(new Mutant("doc duplicate attribute", v.replace("name=\"hostile\"", "name=\"hostile\" name=\"b\""), 0));
        out.add(new Mutant("doc bom", "\uFEFF" + v, 0));
        out.add(new Mutant("doc utf-16 declared", "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + v, 0));
        out.add(new Mutant("doc xml 1.1 control char", "<?xml version=\"1.1\"?>\n" + v.replace("base", "&#1;"), 0));
        out.add(new Mutant("doc processing instruction", v.replace("<workflow>", "<workflow><?php system('id'); ?>"), 0));
        out.add(new Mutant("doc cdata", v.replace("<workflow>", "<workflow><![CDATA[<x>]]>"), 0));
        out.add(new Mutant("doc text content", v.replace("<workflow>", "<workflow>free text"), 0));
        out.add(new Mutant("doc namespace", v.replace("<workload ", "<workload xmlns=\"urn:x\" "), 0));
        out.add(new Mutant("doc 500 delay stages", v.replace("<workflow>", "<workflow>"
                + "<workstage name=\"delay\" closuredelay=\"1\"/>".repeat(500)), 0));
        out.add(new Mutant("doc huge comment", v.replace("<workflow>", "<workflow><!--" + "x".repeat(1_000_000) + "-->"), 0));
        return out;
    }

    private static int lineOf(Slot s) {
        String[] lines = TEMPLATE.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("{" + s.id() + "}")) {
                return i + 1;
            }
        }
        throw new IllegalStateException(s.id());
    }

    private static String render(Map<String, String> changes) {
        String xml = TEMPLATE;
        for (Slot s : SLOTS) {
            String value = changes.containsKey(s.id()) ? changes.get(s.id()) : s.dflt();
            String attr = value == null ? "" : " " + s.attribute() + "=\"" + escape(value) + "\"";
            xml = xml.replace("{" + s.id() + "}", attr);
        }
        return xml;
    }

    /** Escapes for an attribute; a newline as a character reference so it survives normalisation. NUL and other controls stay raw. */
    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("\n", "&#10;").replace("\r", "&#13;");
    }
}
