package io.objbench.web.pages.editor;

import java.util.function.Consumer;

/**
 * Writes COSBench workload XML from {@link WorkloadSpec}s: the document with its storage and auth,
 * and each kind of stage, so the matrix page can string many stages into one workload. Object
 * names carry {@code oprefix} when one is given (the matrix keeps sizes apart with it).
 */
public final class WorkloadXml {

    private WorkloadXml() {
    }

    /** The whole workload of the editor's {@code spec}. */
    public static String of(WorkloadSpec spec) {
        return document(spec.name(), spec.description(), spec, sb -> {
            Delays d = spec.delays();
            if (spec.init()) {
                init(sb, "init", spec);
                delay(sb, d.afterInit());
            }
            if (spec.prepare()) {
                prepare(sb, "prepare", spec, "");
                delay(sb, d.afterPrepare());
            }
            if (spec.main()) {
                main(sb, "main", spec, spec.containers(), spec.workers(), "");
                delay(sb, d.afterMain());
            }
            if (spec.cleanup()) {
                cleanup(sb, "cleanup", spec, "");
                delay(sb, d.afterCleanup());
            }
            if (spec.dispose()) {
                dispose(sb, "dispose", spec);
            }
        });
    }

    /** A workload document whose workflow {@code stages} writes; storage and auth from {@code spec}. */
    public static String document(String name, String description, WorkloadSpec spec, Consumer<StringBuilder> stages) {
        StringBuilder sb = new StringBuilder(2048);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<workload name=\"").append(attr(name)).append("\" description=\"").append(attr(description))
                .append("\">\n");
        if (!spec.authType().isBlank() && !spec.authType().equals("none")) {
            sb.append("  <auth type=\"").append(attr(spec.authType())).append("\" config=\"")
                    .append(attr(spec.authConfig())).append("\" />\n");
        }
        sb.append("  <storage type=\"").append(attr(spec.storageType())).append("\" config=\"")
                .append(attr(spec.storageConfig())).append("\" />\n");
        sb.append("  <workflow>\n");
        stages.accept(sb);
        sb.append("  </workflow>\n</workload>\n");
        return sb.toString();
    }

    /** Creates the containers. */
    public static void init(StringBuilder sb, String stage, WorkloadSpec s) {
        special(sb, stage, "init", s.stageWorkers().init(), containers(s, "r", s.containers()));
    }

    /** Writes objects 1…objects into every container. */
    public static void prepare(StringBuilder sb, String stage, WorkloadSpec s, String oprefix) {
        special(sb, stage, "prepare", s.stageWorkers().prepare(), containers(s, "r", s.containers()) + objectPrefix(oprefix)
                + ";objects=r(1," + s.objects() + ");sizes=" + s.sizes());
    }

    /**
     * The ratio-mixed main work over the first {@code containers} containers with
     * {@code workers} workers.
     */
    public static void main(StringBuilder sb, String stage, WorkloadSpec s, int containers, int workers,
                            String oprefix) {
        int n = s.objects();
        boolean split = s.deleteRatio() > 0;
        int readTo = split ? n / 2 : n;
        int writeFrom = split ? n / 2 + 1 : 1;
        Selectors sel = s.selectors();
        String c = containers(s, sel.container(), containers) + objectPrefix(oprefix);
        String o = sel.object();
        sb.append("    <workstage name=\"").append(attr(stage)).append("\">\n");
        sb.append("      <work name=\"main\" workers=\"").append(workers).append('"');
        if (!sel.division().equals("none")) {
            sb.append(" division=\"").append(attr(sel.division())).append('"');
        }
        if (s.rampup() > 0) {
            sb.append(" rampup=\"").append(s.rampup()).append('"');
        }
        if (s.runtime() > 0) {
            sb.append(" runtime=\"").append(s.runtime()).append('"');
        }
        if (s.totalOps() > 0) {
            sb.append(" totalOps=\"").append(s.totalOps()).append('"');
        }
        sb.append(">\n");
        operation(sb, "read", s.readRatio(), c + ";objects=" + o + "(1," + readTo + ")");
        operation(sb, "write", s.writeRatio(), c + ";objects=" + o + "(" + writeFrom + "," + n + ");sizes=" + s.sizes());
        operation(sb, "delete", s.deleteRatio(), c + ";objects=" + o + "(" + writeFrom + "," + n + ")");
        operation(sb, "list", s.listRatio(), c);
        sb.append("      </work>\n    </workstage>\n");
    }

    /** Deletes objects 1…objects of every container. */
    public static void cleanup(StringBuilder sb, String stage, WorkloadSpec s, String oprefix) {
        special(sb, stage, "cleanup", s.stageWorkers().cleanup(), containers(s, "r", s.containers()) + objectPrefix(oprefix)
                + ";objects=r(1," + s.objects() + ")");
    }

    /** Deletes the containers. */
    public static void dispose(StringBuilder sb, String stage, WorkloadSpec s) {
        special(sb, stage, "dispose", s.stageWorkers().dispose(), containers(s, "r", s.containers()));
    }

    /**
     * A stage that only waits {@code seconds} (none when 0): COSBench's form, a {@code delay}
     * stage with a {@code delay} work, which COSBench needs and objbench accepts.
     */
    public static void delay(StringBuilder sb, int seconds) {
        if (seconds > 0) {
            sb.append("    <workstage name=\"delay\" closuredelay=\"").append(seconds).append("\">\n");
            sb.append("      <work name=\"delay\" type=\"delay\" workers=\"1\" />\n");
            sb.append("    </workstage>\n");
        }
    }

    private static void special(StringBuilder sb, String stage, String type, int workers, String config) {
        sb.append("    <workstage name=\"").append(attr(stage)).append("\">\n");
        sb.append("      <work type=\"").append(type).append("\" workers=\"").append(workers)
                .append("\" config=\"").append(attr(config)).append("\" />\n");
        sb.append("    </workstage>\n");
    }

    private static void operation(StringBuilder sb, String type, int ratio, String config) {
        if (ratio > 0) {
            sb.append("        <operation type=\"").append(type).append("\" ratio=\"").append(ratio)
                    .append("\" config=\"").append(attr(config)).append("\" />\n");
        }
    }

    private static String containers(WorkloadSpec s, String selector, int count) {
        return "cprefix=" + s.prefix() + ";containers=" + selector + "(1," + count + ")";
    }

    private static String objectPrefix(String oprefix) {
        return oprefix.isEmpty() ? "" : ";oprefix=" + oprefix;
    }

    /** {@code text} escaped for a double-quoted XML attribute. */
    public static String attr(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\n' -> sb.append("&#10;");
                default -> sb.append(ch);
            }
        }
        return sb.toString();
    }
}
