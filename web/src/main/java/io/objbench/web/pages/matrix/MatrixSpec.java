package io.objbench.web.pages.matrix;

import io.objbench.web.pages.editor.WorkloadSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The matrix form: a base workload (storage, prefix, objects, runtime… as in the editor) and
 * comma-separated lists of object sizes, object counts (per container), container counts, worker
 * counts and read/write/delete mixes; every combination is one benchmark point.
 *
 * @param base  the editor fields shared by every point
 * @param sizes sizes such as {@code 4KB}
 * @param objects objects per container
 * @param mixes read/write/delete percentages, each summing to 100
 * @param each  true: one workload per point; false: one workload, a stage per point
 */
public record MatrixSpec(WorkloadSpec base, List<Size> sizes, List<Integer> objects, List<Integer> containers,
                         List<Integer> workers, List<int[]> mixes, boolean each, List<String> problems) {

    /** Most points one matrix may have. */
    public static final int MAX_POINTS = 200;
    private static final Pattern SIZE = Pattern.compile("(\\d{1,12})\\s*([A-Za-z]+)");
    private static final Pattern MIX = Pattern.compile("(\\d{1,3})/(\\d{1,3})/(\\d{1,3})");

    /** One object size. */
    public record Size(long value, String unit) {
        /** E.g. {@code 64KB}. */
        public String label() {
            return value + unit;
        }
    }

    /**
     * One benchmark point.
     *
     * @param objectsVary true when the matrix has more than one object count: the labels then name it
     */
    public record Point(Size size, int objects, int containers, int workers, int[] mix, boolean objectsVary) {
        /** A name part such as {@code 64KB-c4-w8-80-15-5}, or {@code 64KB-o1000-c4-w8-80-15-5}. */
        public String label() {
            return group() + "-c" + containers + "-w" + workers + "-" + mix[0] + "-" + mix[1] + "-" + mix[2];
        }

        /** The size and, when object counts vary, the count: what one prepare writes, e.g. {@code 64KB-o1000}. */
        public String group() {
            return size.label() + (objectsVary ? "-o" + objects : "");
        }
    }

    /** The matrix a form describes, with what is wrong with it. */
    public static MatrixSpec of(Map<String, String> f) {
        Map<String, String> withStages = new java.util.HashMap<>(f);
        for (String stage : List.of("init", "prepare", "main", "cleanup", "dispose")) {
            withStages.put(stage, "on");
        }
        withStages.put("readRatio", "100");
        withStages.put("writeRatio", "0");
        withStages.put("deleteRatio", "0");
        withStages.put("listRatio", "0");
        List<String> workerProblems = new ArrayList<>();
        List<Integer> workers = numbers(f.getOrDefault("workerCounts", "8"), "worker count", workerProblems);
        // the base is checked with the most workers, so a too small totalOps is caught for every point
        withStages.put("workers", String.valueOf(workers.stream().mapToInt(Integer::intValue).max().orElse(1)));
        List<Integer> objects = numbers(f.getOrDefault("objectCounts", f.getOrDefault("objects", "100")),
                "object count", workerProblems);
        // the base carries the most objects (what the single workload's init and checks see)
        withStages.put("objects", String.valueOf(objects.stream().mapToInt(Integer::intValue).max().orElse(1)));
        WorkloadSpec base = WorkloadSpec.of(withStages);
        List<String> problems = new ArrayList<>(base.problems());
        problems.addAll(workerProblems);
        List<Size> sizes = new ArrayList<>();
        for (String s : items(f.getOrDefault("sizes", "4KB, 64KB"))) {
            Matcher m = SIZE.matcher(s);
            if (m.matches() && WorkloadSpec.UNITS.contains(m.group(2))) {
                sizes.add(new Size(Long.parseLong(m.group(1)), m.group(2)));
            } else {
                problems.add("Bad size '" + s + "': write e.g. 64KB (units " + WorkloadSpec.UNITS + ").");
            }
        }
        List<Integer> containers = numbers(f.getOrDefault("containerCounts", "1, 4"), "container count", problems);
        List<int[]> mixes = new ArrayList<>();
        for (String s : items(f.getOrDefault("mixes", "100/0/0, 0/100/0"))) {
            Matcher m = MIX.matcher(s);
            int[] mix = m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3))} : null;
            if (mix == null || mix[0] + mix[1] + mix[2] != 100) {
                problems.add("Bad mix '" + s + "': write read/write/delete percentages adding up to 100, e.g. 80/15/5.");
            } else {
                mixes.add(mix);
            }
        }
        if (sizes.isEmpty() || objects.isEmpty() || containers.isEmpty() || workers.isEmpty() || mixes.isEmpty()) {
            problems.add("Give at least one size, object count, container count, worker count and mix.");
        }
        long points = (long) sizes.size() * objects.size() * containers.size() * workers.size() * mixes.size();
        if (points > MAX_POINTS) {
            problems.add("That makes " + points + " points; at most " + MAX_POINTS + " are allowed.");
        }
        boolean each = "each".equals(f.get("mode"));
        return new MatrixSpec(base, sizes, objects, containers, workers, mixes, each, problems);
    }

    /**
     * Every point, sizes outermost, then object counts (so the single workload prepares each size
     * and count once).
     */
    public List<Point> points() {
        List<Point> points = new ArrayList<>();
        boolean objectsVary = objects.size() > 1;
        for (Size s : sizes) {
            for (int o : objects) {
                for (int c : containers) {
                    for (int w : workers) {
                        for (int[] mix : mixes) {
                            points.add(new Point(s, o, c, w, mix, objectsVary));
                        }
                    }
                }
            }
        }
        return points;
    }

    private static List<String> items(String text) {
        return java.util.Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static List<Integer> numbers(String text, String what, List<String> problems) {
        List<Integer> out = new ArrayList<>();
        for (String s : items(text)) {
            try {
                int n = Integer.parseInt(s);
                if (n < 1) {
                    throw new NumberFormatException();
                }
                out.add(n);
            } catch (NumberFormatException e) {
                problems.add("Bad " + what + " '" + s + "': write whole numbers ≥ 1, comma-separated.");
            }
        }
        return out;
    }
}
