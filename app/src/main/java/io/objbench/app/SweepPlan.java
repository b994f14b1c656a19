package io.objbench.app;

import io.objbench.core.workload.AdaptorSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code objbench sweep} runs (docs/ssbench.md, "the method in two commands"): for each
 * object size, one stage per operation at one concurrency, as a workload XML in COSBench's
 * matrix style with the confirmed-object inventory, so that nothing reads, updates or deletes an
 * object that is not there. The stages: {@code init} (the containers), then per size a
 * {@code prepare-<size>} when a read, update or delete needs objects, one stage
 * {@code <size>-<op>} per operation in CRUD order (whatever the order given: deletes last), and {@code cleanup-<size>}; then
 * {@code dispose}.
 *
 * @param sizes      the object sizes, as written (24KB), each once
 * @param ops        the operations, each once, in CRUD order: create, read, update, delete
 * @param workers    every operation stage's workers
 * @param seconds    each operation stage's runtime, 0 with {@code opsCount}
 * @param opsCount   each operation stage's total operations, 0 with {@code seconds}
 * @param objects    the objects each prepare writes at least (rounded up to a multiple of the containers)
 * @param containers the containers the objects are spread over
 */
public record SweepPlan(List<Size> sizes, List<String> ops, int workers, int seconds, long opsCount, long objects,
                        int containers) {

    /** The operations a sweep knows, in ssbench's CRUD order. */
    public static final List<String> OPERATIONS = List.of("create", "read", "update", "delete");
    /** The objects each prepare writes with {@code --seconds} and no {@code --objects}. */
    public static final long DEFAULT_OBJECTS = 1000;

    private static final Pattern SIZE = Pattern.compile("([0-9]{1,9})(B|KB|MB|GB)");
    private static final String CPREFIX = "sweep";
    private static final Pattern INVENTORY = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    /**
     * A size of the sweep: its name in the stage names ({@code 24KB}, or a scenario's class
     * {@code tiny}), the size selector of its writes ({@code c(24)KB}, or the class's range
     * {@code u(1000,16000)B}) and the inventory of its objects.
     *
     * @param text      the name in stage names, {@code <text>-<op>}
     * @param selector  the {@code sizes} selector of its prepare, creates and updates
     * @param inventory the confirmed-object inventory of its objects
     */
    public record Size(String text, String selector, String inventory) {

        /** {@code 24KB}, {@code 1MB}, {@code 512B}: a whole number above 0 and a decimal unit B, KB, MB or GB. */
        public static Size parse(String text) {
            Matcher m = SIZE.matcher(text.trim().toUpperCase(Locale.ROOT));
            if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
                throw new IllegalArgumentException("--sizes: '" + text + "' is not a size: expected a whole number"
                        + " above 0 and a unit B, KB, MB or GB (decimal, as COSBench), e.g. 24KB");
            }
            String name = m.group(1) + m.group(2);
            return new Size(name, "c(" + m.group(1) + ")" + m.group(2), "size-" + name);
        }

        /**
         * A scenario's size class: named as the class, its writes uniform over the class's range
         * ({@code selector}), its objects in the inventory {@code size-<class>} (or
         * {@code size-class<position>} when the class's name is not a valid inventory name).
         */
        public static Size ofClass(String name, String selector, int position) {
            String inventory = "size-" + name;
            return new Size(name, selector, INVENTORY.matcher(inventory).matches() ? inventory
                    : "size-class" + position);
        }
    }

    public SweepPlan {
        sizes = List.copyOf(sizes);
        ops = List.copyOf(ops);
    }

    /**
     * The plan of the options as written.
     *
     * @throws IllegalArgumentException naming the option when one is missing or invalid
     */
    public static SweepPlan of(String sizes, String ops, Integer workers, Integer seconds, Long opsCount,
                               Long objects, int containers) {
        if (sizes == null) {
            throw new IllegalArgumentException("--sizes is required, e.g. --sizes 24KB,32KB,64KB");
        }
        List<Size> sizeList = new ArrayList<>();
        for (String s : sizes.split(",", -1)) {
            Size size = Size.parse(s);
            if (sizeList.stream().anyMatch(x -> x.text().equals(size.text()))) {
                throw new IllegalArgumentException("--sizes: " + size.text() + " is given twice");
            }
            sizeList.add(size);
        }
        return of(sizeList, ops, workers, seconds, opsCount, objects, containers);
    }

    /**
     * The plan over {@code sizes} (parsed, or a scenario's size classes), the other options as written.
     *
     * @throws IllegalArgumentException naming the option when one is missing or invalid
     */
    public static SweepPlan of(List<Size> sizeList, String ops, Integer workers, Integer seconds, Long opsCount,
                               Long objects, int containers) {
        if (sizeList.isEmpty()) {
            throw new IllegalArgumentException("--sizes: no size to sweep");
        }
        LinkedHashSet<String> opList = new LinkedHashSet<>();
        for (String o : ops.split(",", -1)) {
            String op = o.trim().toLowerCase(Locale.ROOT);
            if (!OPERATIONS.contains(op)) {
                throw new IllegalArgumentException("--ops: unknown operation '" + o + "': expected some of "
                        + String.join(",", OPERATIONS));
            }
            if (!opList.add(op)) {
                throw new IllegalArgumentException("--ops: " + op + " is given twice");
            }
        }
        if (workers == null || workers < 1 || workers > io.objbench.core.workload.Work.MAX_WORKERS) {
            throw new IllegalArgumentException("--workers is required: the concurrency of every stage, 1.."
                    + io.objbench.core.workload.Work.MAX_WORKERS + " (the knee of objbench search --until-plateau)"
                    + (workers == null ? "" : ", not " + workers));
        }
        if ((seconds == null) == (opsCount == null)) {
            throw new IllegalArgumentException("give one of --seconds S (each stage's runtime) and --ops-count N"
                    + " (each stage's operations)");
        }
        if (seconds != null && seconds < 1 || opsCount != null && opsCount < 1) {
            throw new IllegalArgumentException(seconds != null ? "--seconds " + seconds + ": expected at least 1"
                    : "--ops-count " + opsCount + ": expected at least 1");
        }
        if (objects != null && objects < 1) {
            throw new IllegalArgumentException("--objects " + objects + ": expected at least 1");
        }
        if (containers < 1) {
            throw new IllegalArgumentException("--containers " + containers + ": expected at least 1");
        }
        long prepared = objects != null ? objects : opsCount != null ? opsCount : DEFAULT_OBJECTS;
        List<String> crud = OPERATIONS.stream().filter(opList::contains).toList(); // deletes last, whatever the order given
        return new SweepPlan(sizeList, crud, workers, seconds == null ? 0 : seconds,
                opsCount == null ? 0 : opsCount, prepared, containers);
    }

    /** True when a read, update or delete needs objects before its stage: a prepare per size. */
    public boolean prepares() {
        return ops.contains("read") || ops.contains("update") || ops.contains("delete");
    }

    /** The objects a prepare writes into each container: {@code objects} in all, rounded up. */
    public long perContainer() {
        return (objects + containers - 1) / containers;
    }

    /** The stage names in order. */
    public List<String> stageNames() {
        List<String> names = new ArrayList<>(List.of("init"));
        for (Size s : sizes) {
            if (prepares()) {
                names.add("prepare-" + s.text());
            }
            for (String op : ops) {
                names.add(s.text() + "-" + op);
            }
            names.add("cleanup-" + s.text());
        }
        names.add("dispose");
        return names;
    }

    /** The workload: {@code name}, the storage and auth of the file the sweep was given. */
    public String xml(String name, AdaptorSpec auth, AdaptorSpec storage) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<workload name=\"").append(esc(name)).append("\" description=\"objbench sweep: sizes ")
                .append(esc(String.join(",", sizes.stream().map(Size::text).toList()))).append(" x ")
                .append(String.join(",", ops)).append(" at ").append(workers).append(" workers\">\n");
        adaptor(sb, "auth", auth);
        adaptor(sb, "storage", storage);
        sb.append("  <workflow>\n");
        String all = "containers=r(1," + containers + ")";
        stage(sb, "init", "<work type=\"init\" workers=\"1\" config=\"cprefix=" + CPREFIX + ";" + all + "\"/>");
        for (Size s : sizes) {
            String inventory = "cprefix=" + CPREFIX + ";inventory=" + s.inventory();
            if (prepares()) {
                stage(sb, "prepare-" + s.text(), "<work type=\"prepare\" workers=\""
                        + Math.min(workers, perContainer()) + "\" config=\"" + inventory + ";" + all + ";objects=r(1,"
                        + perContainer() + ");sizes="
                        + esc(s.selector()) + "\"/>");
            }
            for (String op : ops) {
                String stage = s.text() + "-" + op;
                String limit = opsCount > 0 ? "totalOps=\"" + opsCount + "\"" : "runtime=\"" + seconds + "\"";
                stage(sb, stage, "<work name=\"" + esc(stage) + "\" workers=\"" + workers + "\" " + limit + " config=\""
                        + inventory + "\">\n        " + operation(op, s) + "\n      </work>");
            }
            stage(sb, "cleanup-" + s.text(), "<work type=\"cleanup\" workers=\"" + workers + "\" config=\""
                    + inventory + "\"/>");
        }
        stage(sb, "dispose", "<work type=\"dispose\" workers=\"1\" config=\"cprefix=" + CPREFIX + ";" + all + "\"/>");
        sb.append("  </workflow>\n</workload>\n");
        return sb.toString();
    }

    /** The operation element of {@code op}: create a write, update a write with update=true. */
    private String operation(String op, Size s) {
        return switch (op) {
            case "create" -> "<operation type=\"write\" ratio=\"100\" config=\"containers=u(1," + containers
                    + ");sizes=" + esc(s.selector()) + "\"/>";
            case "read" -> "<operation type=\"read\" ratio=\"100\"/>";
            case "update" -> "<operation type=\"write\" ratio=\"100\" config=\"sizes=" + esc(s.selector())
                    + ";update=true\"/>";
            case "delete" -> "<operation type=\"delete\" ratio=\"100\"/>";
            default -> throw new IllegalStateException(op);
        };
    }

    private static void stage(StringBuilder sb, String name, String work) {
        sb.append("    <workstage name=\"").append(esc(name)).append("\">\n      ").append(work).append("\n    </workstage>\n");
    }

    private static void adaptor(StringBuilder sb, String element, AdaptorSpec spec) {
        if (spec == null) {
            return;
        }
        sb.append("  <").append(element).append(" type=\"").append(esc(spec.type())).append('"');
        if (spec.config() != null && !spec.config().isEmpty()) {
            sb.append(" config=\"").append(esc(spec.config())).append('"');
        }
        sb.append("/>\n");
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
