package io.objbench.core.selector;

/**
 * A selector expression of a workload config (cosbench-format.md §2.2): how a worker picks a
 * container number, an object number or a size. Parse with {@link SelectorParser}; turn into a
 * per-worker generator with {@link Generators}.
 */
public sealed interface Selector
        permits Selector.Constant, Selector.Uniform, Selector.Range, Selector.Sequential, Selector.Histogram,
        Selector.Zipfian, Selector.HotSpot, Selector.Latest {

    /** The smallest value the selector can produce. */
    long min();

    /** The largest value the selector can produce. */
    long max();

    /** The expression in canonical form, e.g. {@code u(1,100)}. */
    String text();

    /** {@code c(n)}: always n. */
    record Constant(long value) implements Selector {
        public long min() { return value; }
        public long max() { return value; }
        public String text() { return "c(" + value + ")"; }
    }

    /** {@code u(lo,hi)}: uniform random in [lo, hi]. */
    record Uniform(long lo, long hi) implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() { return "u(" + lo + "," + hi + ")"; }
    }

    /**
     * {@code r(lo,hi)} or {@code lo-hi}: a cursor lo, lo+1, …, hi that wraps (normal ops), or the
     * exact set visited once (special works).
     */
    record Range(long lo, long hi) implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() { return "r(" + lo + "," + hi + ")"; }
    }

    /** {@code s(lo,hi)}: a counter shared by the workers of a driver, lo..hi, wrapping. */
    record Sequential(long lo, long hi) implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() { return "s(" + lo + "," + hi + ")"; }
    }

    /**
     * {@code h(lo|hi|w,…)}: a bucket chosen with probability weight/Σweights, then uniform within
     * it. Buckets sorted by lower bound.
     */
    record Histogram(java.util.List<Bucket> buckets, long totalWeight) implements Selector {
        public Histogram {
            buckets = java.util.List.copyOf(buckets);
        }
        public long min() { return buckets.getFirst().lo(); }
        public long max() {
            return buckets.stream().mapToLong(Bucket::hi).max().orElseThrow();
        }
        public String text() {
            StringBuilder sb = new StringBuilder("h(");
            for (int i = 0; i < buckets.size(); i++) {
                Bucket b = buckets.get(i);
                sb.append(i == 0 ? "" : ",").append(b.lo()).append('|').append(b.hi()).append('|').append(b.weight());
            }
            return sb.append(')').toString();
        }
    }

    /** One bucket of {@link Histogram}: [lo, hi] inclusive, with an integer weight. */
    record Bucket(long lo, long hi, long weight) {
    }

    /**
     * objbench extension {@code z(lo,hi,s)} / {@code zs(lo,hi,s)}: value lo + k − 1 for a Zipfian rank
     * k, P(k) ∝ k^-s over the n = hi − lo + 1 ranks. {@code zs} maps the rank through a fixed
     * bijection of the range ({@link RangePermutation}) so the hot values are spread over it.
     */
    record Zipfian(long lo, long hi, java.math.BigDecimal exponent, boolean scrambled) implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() {
            return (scrambled ? "zs(" : "z(") + lo + "," + hi + "," + exponent.toPlainString() + ")";
        }
    }

    /**
     * objbench extension {@code hot(lo,hi,keys,ops)}: a fraction {@code ops} of the draws is uniform
     * over the first ⌊keys·n⌋ values (the hot set), the others uniform over the rest.
     */
    record HotSpot(long lo, long hi, java.math.BigDecimal keyFraction, java.math.BigDecimal opFraction)
            implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() {
            return "hot(" + lo + "," + hi + "," + keyFraction.toPlainString() + "," + opFraction.toPlainString() + ")";
        }

        /** The number of hot values among {@code n}: ⌊keys·n⌋, computed exactly in decimal. */
        public long hotCount(long n) {
            return keyFraction.multiply(java.math.BigDecimal.valueOf(n)).setScale(0, java.math.RoundingMode.FLOOR)
                    .longValueExact();
        }
    }

    /**
     * objbench extension {@code latest(lo,hi,s)}: objects lo..hi exist, hi the newest; objects a
     * writer of the same work adds above them are newer still. The k-th newest is drawn with a
     * Zipfian probability ∝ k^-s.
     */
    record Latest(long lo, long hi, java.math.BigDecimal exponent) implements Selector {
        public long min() { return lo; }
        public long max() { return hi; }
        public String text() { return "latest(" + lo + "," + hi + "," + exponent.toPlainString() + ")"; }
    }
}
