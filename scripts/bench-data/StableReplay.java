import io.objbench.core.stats.interval.BatchMeans;
import io.objbench.core.stats.interval.BatchPlan;
import io.objbench.core.stats.interval.Drift;
import io.objbench.core.stats.interval.HalfSplit;
import io.objbench.core.stats.interval.MeanEstimate;
import io.objbench.core.stats.interval.WarmupEnd;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Replays issue 21's radosgw comparison offline on a recorded per-second throughput series (one
 * value per line, the steady part of a long stage): for every start t, a fixed stage is the mean of
 * [t, t+W), and its stable twin is the stable rule (objbench's own classes: warm-up cut, batch means,
 * the halves and trend checks, at least 4 batches) fed second by second from t+W. Reports how often
 * the twins agree within 5 %, how often the stable interval holds the fixed value and the whole
 * series' mean, and, as the storage's own ceiling, how often two back-to-back fixed stages agree.
 * Variants of the batch rule to compare: {@code sqrt} (objbench's), {@code floor=K} (batches of at
 * least K intervals), {@code ar1} (the half-width widened by the lag-1 correlation of the batch
 * means). Usage (after {@code ./mvnw -q install -DskipTests}):
 * <pre>
 * cp=core/target/classes; for a in statistics-distribution numbers-gamma numbers-core numbers-rootfinder; do
 *     cp=$cp:$(find ~/.m2/repository/org/apache/commons/commons-$a -name '*.jar' | sort | tail -1); done
 * java -cp $cp scripts/bench-data/StableReplay.java scripts/bench-data/rgw-series/memstore-4KB-mixed-16.txt [sqrt|floor=5|ar1]
 * </pre>
 */
public class StableReplay {

    private static final double PRECISION = 0.05;
    private static final int WINDOW = 30;

    public static void main(String[] args) throws Exception {
        double[] x = Files.readAllLines(Path.of(args[0])).stream().filter(s -> !s.isBlank())
                .mapToDouble(Double::parseDouble).toArray();
        String rule = args.length > 1 ? args[1] : "sqrt";
        double whole = mean(x, 0, x.length);
        int pairs = 0;
        int agree = 0;
        int ownInterval = 0;
        int holdsWhole = 0;
        int fixedTwins = 0;
        double stopped = 0;
        for (int t = 0; t + 2 * WINDOW <= x.length; t++) {
            double fixed = mean(x, t, t + WINDOW);
            double[] twin = Arrays.copyOfRange(x, t + WINDOW, t + 2 * WINDOW);
            MeanEstimate m = null;
            int stop = WINDOW;
            for (int n = 1; n <= WINDOW; n++) {
                double[] seen = Arrays.copyOf(twin, n);
                double[] steady = Arrays.copyOfRange(seen, WarmupEnd.of(seen), n);
                m = estimate(steady, rule);
                boolean drifts = HalfSplit.drifts(steady, PRECISION) || Drift.beyond(steady, PRECISION);
                if (m.batches() >= 4 && !drifts && m.relativeHalfWidth() <= PRECISION) {
                    stop = n;
                    break;
                }
            }
            pairs++;
            stopped += stop;
            agree += Math.abs(m.mean() - fixed) <= PRECISION * fixed ? 1 : 0;
            ownInterval += Math.abs(m.mean() - fixed) <= m.halfWidth() ? 1 : 0;
            holdsWhole += Math.abs(m.mean() - whole) <= m.halfWidth() ? 1 : 0;
            fixedTwins += Math.abs(mean(twin, 0, WINDOW) - fixed) <= PRECISION * fixed ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "%s rule=%s pairs=%d: stable within 5%% of fixed %d, fixed in stable's interval %d,"
                + " series mean in stable's interval %d, stable stopped after %.1f s on average; two fixed twins within"
                + " 5%% %d%n", args[0], rule, pairs, agree, ownInterval, holdsWhole, stopped / pairs, fixedTwins);
    }

    private static MeanEstimate estimate(double[] s, String rule) {
        if (rule.equals("sqrt")) {
            return BatchMeans.estimate(s);
        }
        if (rule.startsWith("floor=")) {
            int size = Math.max(Integer.parseInt(rule.substring(6)), BatchMeans.plan(s.length).size());
            int batches = s.length / size;
            double[] means = BatchMeans.batchValues(s, new BatchPlan(s.length - batches * size, batches, size));
            MeanEstimate iid = BatchMeans.iid(means, BatchMeans.CONFIDENCE);
            return new MeanEstimate(iid.mean(), iid.halfWidth(), iid.batches(), size);
        }
        if (rule.equals("ar1")) {
            MeanEstimate m = BatchMeans.estimate(s);
            double[] b = BatchMeans.batchValues(s, BatchMeans.plan(s.length));
            if (b.length < 3) {
                return m;
            }
            double mu = mean(b, 0, b.length);
            double c0 = 0;
            double c1 = 0;
            for (int i = 0; i < b.length; i++) {
                c0 += (b[i] - mu) * (b[i] - mu);
                c1 += i + 1 < b.length ? (b[i] - mu) * (b[i + 1] - mu) : 0;
            }
            double rho = Math.max(0, Math.min(0.9, c1 / c0));
            return new MeanEstimate(m.mean(), m.halfWidth() * Math.sqrt((1 + rho) / (1 - rho)), m.batches(), m.batchSize());
        }
        throw new IllegalArgumentException("rule: sqrt, floor=K or ar1, not " + rule);
    }

    private static double mean(double[] x, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += x[i];
        }
        return sum / (to - from);
    }
}
