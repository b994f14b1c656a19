package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The stages of a capacity search ({@link Search}): each step is the main work's stage with the
 * main work at one load, its window the step time and its warm-up excluded as COSBench's
 * {@code rampup}; plus the text forms a search's options are written in.
 */
public final class Steps {

    /** Every step's stage name starts with this: {@code search-<n>-<vary>-<load>}. */
    public static final String PREFIX = "search-";

    private Steps() {
    }

    /**
     * The stage of step {@code number} (1-based) at {@code load}: the main stage renamed, with
     * the main work at that rate (open loop; its arrival and lag limit kept, fixed arrivals
     * when it was closed loop) or that many workers, measured for the step time after the
     * warm-up, without op or byte budgets; the stage's other works run as written. It keeps the
     * main stage's index (its place in the workflow), so the stages after it keep their ids.
     */
    public static Stage step(Stage main, Search search, int number, double load) {
        List<Work> works = new ArrayList<>(main.works());
        Work w = works.get(search.workIndex() - 1);
        int workers = w.workers();
        OpenLoop openLoop = w.openLoop();
        if (search.vary() == Search.Vary.RATE) {
            openLoop = openLoop == null ? new OpenLoop(load, Arrival.FIXED, OpenLoop.DEFAULT_LAG_LIMIT_MICROS)
                    : new OpenLoop(load, openLoop.arrival(), openLoop.lagLimitMicros());
        } else {
            workers = (int) load;
        }
        String thinkTime = openLoop == null ? w.thinkTime() : null;
        works.set(search.workIndex() - 1, new Work(w.name(), w.type(), workers, w.interval(), w.division(),
                search.stepSeconds(), search.warmupSeconds(), 0, 0, 0, w.afr(), w.driver(), w.config(), w.auth(),
                w.storage(), w.operations(), openLoop, thinkTime));
        return new Stage(main.index(), PREFIX + number + "-" + search.vary().xmlName() + "-" + format(load), 0,
                main.trigger(), works, false, main.onDriverLoss());
    }

    /** True when {@code stage} is a search step (its name as {@link #step} writes it). */
    public static boolean isStep(Stage stage) {
        return stage.name().matches("search-[0-9]+-(rate|workers)-[0-9.]+");
    }

    /** A load as stage names and reports write it: whole numbers without a fraction, else up to 3 decimals. */
    public static String format(double load) {
        if (load == Math.rint(load) && Math.abs(load) < 1e15) {
            return Long.toString((long) load);
        }
        String s = String.format(Locale.ROOT, "%.3f", load);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /**
     * A precision written {@code 5%} or {@code 0.05}: the fraction, or NaN when it is not one in
     * (0, 1].
     */
    public static double parsePrecision(String text) {
        String t = text.trim();
        double v;
        try {
            v = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).trim()) / 100
                    : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
        return v > 0 && v <= 1 ? v : Double.NaN;
    }

    /** Whole seconds written {@code 30}, {@code 30s}, {@code 2m} or {@code 1h}; -1 when not one. */
    public static long parseSeconds(String text) {
        String t = text.trim();
        long unit = 1;
        if (t.endsWith("s")) {
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("m")) {
            unit = 60;
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("h")) {
            unit = 3600;
            t = t.substring(0, t.length() - 1);
        }
        if (!t.matches("[0-9]{1,9}")) {
            return -1;
        }
        return Long.parseLong(t) * unit;
    }
}
