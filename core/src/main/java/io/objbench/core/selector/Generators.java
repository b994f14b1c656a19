package io.objbench.core.selector;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Turns a {@link Selector} into the {@link ValueGenerator} a worker of a normal operation uses,
 * with COSBench's semantics (cosbench-format.md §2.2):
 * <ul>
 *   <li>{@code c(n)}: always n;</li>
 *   <li>{@code u(lo,hi)}: uniform in the range, or in the worker's slice under division;</li>
 *   <li>{@code r(lo,hi)}: a wrapping cursor: the worker's own over its slice under division, else
 *       one cursor shared by the driver's workers of this operation;</li>
 *   <li>{@code s(lo,hi)}: a wrapping counter shared by the driver's workers, ignoring division;</li>
 *   <li>{@code h(…)}: a bucket picked with probability weight/Σweights (without COSBench's
 *       off-by-one bias toward the first bucket), then uniform in it; not divisible; the
 *       {@link HistogramDraw} tells which bucket it drew from.</li>
 * </ul>
 * and the objbench extensions, each with its state computed once per worker, nothing per draw:
 * <ul>
 *   <li>{@code z(lo,hi,s)}, {@code zs(lo,hi,s)}: Zipfian ranks ({@link ZipfTable}, shared), in the range
 *       or the worker's slice; {@code zs} through the range's {@link RangePermutation};</li>
 *   <li>{@code hot(lo,hi,keys,ops)}: the hot set with probability ops, else the cold set;</li>
 *   <li>{@code latest(lo,hi,s)}: the k-th newest object with probability ∝ k^-s, newest first the
 *       writer's objects ({@link WriteFrontier}), then hi, hi − 1, …, lo; not divisible.</li>
 * </ul>
 * Shared cursors are lock-free {@link AtomicLong}s owned by the caller, one per (mission,
 * operation, dimension).
 */
public final class Generators {

    private Generators() {
    }

    /**
     * The generator for one worker.
     *
     * @param selector the parsed selector
     * @param slice    the worker's slice when this dimension is divided, else {@code null}
     * @param shared   the driver-wide cursor for undivided {@code r()} and for {@code s()}; may be
     *                 {@code null} for other selectors
     * @throws IllegalArgumentException when the combination cannot work (an empty slice, a
     *                                  divided {@code h()}, a missing shared cursor)
     */
    public static ValueGenerator of(Selector selector, Slice slice, AtomicLong shared) {
        return of(selector, slice, shared, null);
    }

    /**
     * The generator for one worker, with the frontier that feeds a {@code latest()} selector.
     *
     * @param frontier the newest objects of the work's writer, or {@code null} when nothing feeds
     *                 it (then hi stays the newest)
     */
    public static ValueGenerator of(Selector selector, Slice slice, AtomicLong shared, WriteFrontier frontier) {
        if (slice != null && slice.isEmpty()) {
            throw new IllegalArgumentException("the worker's slice of " + selector.text()
                    + " is empty: there are more workers than values to divide among them");
        }
        return switch (selector) {
            case Selector.Constant c -> random -> c.value();
            case Selector.Uniform u -> slice == null ? uniform(u.lo(), u.hi()) : uniform(slice.first(), slice.last());
            case Selector.Range r -> slice == null
                    ? cursor(r.lo(), r.hi(), require(shared, selector))
                    : cursor(slice.first(), slice.last(), new AtomicLong());
            case Selector.Sequential s -> cursor(s.lo(), s.hi(), require(shared, selector));
            case Selector.Histogram h -> {
                if (slice != null) {
                    throw new IllegalArgumentException("h() selectors cannot be divided among workers: use division=none for " + h.text());
                }
                yield new HistogramDraw(h);
            }
            case Selector.Zipfian z -> slice == null ? zipfian(z, z.lo(), z.hi()) : zipfian(z, slice.first(), slice.last());
            case Selector.HotSpot h -> slice == null ? hotSpot(h, h.lo(), h.hi()) : hotSpot(h, slice.first(), slice.last());
            case Selector.Latest l -> {
                if (slice != null) {
                    throw new IllegalArgumentException("latest() selectors cannot be divided among workers: use division=none for " + l.text());
                }
                yield latest(l, frontier);
            }
        };
    }

    /** The worker's slice of a divisible selector ({@code u}, {@code r}, {@code c} → whole value). */
    public static Slice sliceOf(Selector selector, int workerIndex, int totalWorkers) {
        return Slice.of(selector.min(), selector.max(), workerIndex, totalWorkers);
    }

    private static AtomicLong require(AtomicLong shared, Selector selector) {
        if (shared == null) {
            throw new IllegalArgumentException(selector.text() + " needs a shared cursor");
        }
        return shared;
    }

    private static ValueGenerator uniform(long lo, long hi) {
        if (lo == hi) {
            return random -> lo;
        }
        long bound = hi - lo + 1;
        return random -> lo + random.nextLong(bound);
    }

    private static ValueGenerator cursor(long lo, long hi, AtomicLong counter) {
        long size = hi - lo + 1;
        return random -> lo + Math.floorMod(counter.getAndIncrement(), size);
    }

    private static ValueGenerator zipfian(Selector.Zipfian z, long lo, long hi) {
        ZipfTable sampler = ZipfTable.of(hi - lo + 1, z.exponent().doubleValue());
        if (!z.scrambled()) {
            return random -> lo - 1 + sampler.sample(random);
        }
        RangePermutation permutation = RangePermutation.forRange(lo, hi);
        return random -> lo + permutation.apply(sampler.sample(random) - 1);
    }

    private static ValueGenerator hotSpot(Selector.HotSpot h, long lo, long hi) {
        long n = hi - lo + 1;
        String problem = SelectorParser.hotSplitProblem(h, n);
        if (problem != null) {
            throw new IllegalArgumentException(h.text() + " over " + lo + ".." + hi + ": " + problem);
        }
        long hot = h.hotCount(n);
        long cold = n - hot;
        double ops = h.opFraction().doubleValue();
        return random -> random.nextDouble() < ops ? lo + random.nextLong(hot) : lo + hot + random.nextLong(cold);
    }

    private static ValueGenerator latest(Selector.Latest l, WriteFrontier frontier) {
        long lo = l.lo();
        long hi = l.hi();
        long existing = hi - lo + 1;
        ZipfSampler sampler = new ZipfSampler(l.exponent().doubleValue(), existing);
        if (frontier == null) {
            return random -> hi + 1 - sampler.sample(random);
        }
        long start = frontier.start();
        return random -> {
            long added = Math.max(0, frontier.count());
            long k = sampler.sample(random, added + existing); // k = 1 is the newest
            return k <= added ? start + added - k : hi + added + 1 - k;
        };
    }

    /** Convenience for tests and tools: a fresh random seeded as the driver seeds workers. */
    public static SplittableRandom workerRandom(long missionSeed, int workerIndex) {
        return new SplittableRandom(missionSeed * 0x9E3779B97F4A7C15L + workerIndex);
    }
}
