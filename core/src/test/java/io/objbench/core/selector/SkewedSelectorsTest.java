package io.objbench.core.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The objbench selectors z, zs, hot and latest against their exact definitions, by chi-square
 * goodness of fit with fixed seeds, and the same test rejecting draws of a wrong distribution.
 */
class SkewedSelectorsTest {

    private static final int DRAWS = 400_000;

    @ParameterizedTest(name = "z(1,1000,{0})")
    @ValueSource(strings = {"0.01", "0.5", "0.99", "1", "1.2", "2", "4", "10"})
    void zipfianFitsItsDefinition(String skew) {
        ValueGenerator g = Generators.of(SelectorParser.parse("z(1,1000," + skew + ")"), null, null);
        ChiSquare.Result r = ChiSquare.test(counts(g, 1, 1000, 7), ZipfSampler.probabilities(Double.parseDouble(skew), 1000));
        assertThat(r.fits()).as(r.toString()).isTrue();
    }

    @Test
    void zipfianOverALargeRangeFitsItsDefinition() {
        ValueGenerator g = Generators.of(SelectorParser.parse("z(101,200100,0.99)"), null, null);
        ChiSquare.Result r = ChiSquare.test(counts(g, 101, 200100, 8), ZipfSampler.probabilities(0.99, 200_000));
        assertThat(r.fits()).as(r.toString()).isTrue();
    }

    @ParameterizedTest(name = "s={0}")
    @ValueSource(doubles = {0.01, 0.5, 0.99, 1.0, 1.01, 2, 10})
    void tailMassMatchesTheSumTermByTerm(double s) {
        long a = ZipfTable.HEAD + 1;
        long b = 3_000_000;
        double sum = 0;
        for (long k = b; k >= a; k--) {
            sum += Math.pow(k, -s);
        }
        assertThat(ZipfTable.tailMass(s, a, b)).isCloseTo(sum, org.assertj.core.data.Percentage.withPercentage(1e-10));
    }

    @Test
    void zipfianWithTheRejectionInversionSamplerAloneFitsToo() {
        ZipfSampler sampler = new ZipfSampler(0.99, 1000);
        ChiSquare.Result r = ChiSquare.test(counts(sampler::sample, 1, 1000, 21), ZipfSampler.probabilities(0.99, 1000));
        assertThat(r.fits()).as(r.toString()).isTrue();
        ZipfSampler tail = new ZipfSampler(1.3, 11, 500); // ranks 11..500 only
        double[] p = ZipfSampler.probabilities(1.3, 500);
        double[] tailP = new double[490];
        double mass = 0;
        for (int k = 11; k <= 500; k++) {
            mass += p[k - 1];
        }
        for (int k = 11; k <= 500; k++) {
            tailP[k - 11] = p[k - 1] / mass;
        }
        ChiSquare.Result rt = ChiSquare.test(counts(tail::sample, 11, 500, 22), tailP);
        assertThat(rt.fits()).as(rt.toString()).isTrue();
    }

    @Test
    void zipfianUnderDivisionIsZipfianOverTheWorkersSlice() {
        Selector z = SelectorParser.parse("z(1,1000,0.9)");
        ValueGenerator g = Generators.of(z, Generators.sliceOf(z, 2, 4), null); // slice 251..500
        ChiSquare.Result r = ChiSquare.test(counts(g, 251, 500, 9), ZipfSampler.probabilities(0.9, 250));
        assertThat(r.fits()).as(r.toString()).isTrue();
    }

    @Test
    void testRejectsAWrongSkewAndAUniformSampler() {
        long[] drawn = counts(Generators.of(SelectorParser.parse("z(1,1000,0.99)"), null, null), 1, 1000, 7);
        ChiSquare.Result close = ChiSquare.test(drawn, ZipfSampler.probabilities(0.97, 1000));
        assertThat(close.fits()).as("0.99 draws against s=0.97: " + close).isFalse();
        assertThat(close.degreesOfFreedom()).as("every value its own bin").isEqualTo(999);
        ChiSquare.Result right = ChiSquare.test(drawn, ZipfSampler.probabilities(0.99, 1000));
        assertThat(right.statistic()).as(right.toString()).isLessThan(right.criticalValue());
        // the exact 0.999 quantile of chi-square(999) is 1142.848; for 3 dof 16.266 (the cube gives 16.55)
        assertThat(right.criticalValue()).isCloseTo(1142.848, org.assertj.core.data.Offset.offset(0.05));
        assertThat(new ChiSquare.Result(0, 3).criticalValue()).isCloseTo(16.266, org.assertj.core.data.Offset.offset(0.3));
        long[] uniform = counts(Generators.of(SelectorParser.parse("u(1,1000)"), null, null), 1, 1000, 7);
        assertThat(ChiSquare.test(uniform, ZipfSampler.probabilities(0.99, 1000)).fits()).isFalse();
    }

    @Test
    void scrambledZipfianIsTheZipfianThroughABijection() {
        int n = 1000;
        ValueGenerator g = Generators.of(SelectorParser.parse("zs(1,1000,0.99)"), null, null);
        RangePermutation pi = RangePermutation.forRange(1, 1000);
        double[] rank = ZipfSampler.probabilities(0.99, n);
        double[] p = new double[n];
        for (int k = 0; k < n; k++) {
            p[(int) pi.apply(k)] = rank[k];
        }
        long[] drawn = counts(g, 1, 1000, 11);
        ChiSquare.Result r = ChiSquare.test(drawn, p);
        assertThat(r.fits()).as(r.toString()).isTrue();
        assertThat(ChiSquare.test(drawn, rank).fits()).as("not the unscrambled order").isFalse();
        // the hot values are spread: the ten hottest are not all in the first tenth of the range
        assertThat(java.util.stream.IntStream.range(0, 10).mapToLong(pi::apply).filter(v -> v >= 100).count())
                .isGreaterThan(5);
    }

    @Test
    void scrambledZipfianWithYcsbsModuloIsNotTheDefinition() {
        // YCSB's way of scrambling, a hash of the rank modulo n, applied to the n ranks: some values
        // get two ranks, others none (YCSB hashes ranks among 10^10 items, which sums many per value)
        int n = 1000;
        double[] rank = ZipfSampler.probabilities(0.99, n);
        double[] byModulo = new double[n];
        for (int k = 0; k < n; k++) {
            byModulo[(int) Long.remainderUnsigned(fnv64(k), n)] += rank[k];
        }
        long empty = java.util.Arrays.stream(byModulo).filter(x -> x == 0).count();
        assertThat(empty).as("values the modulo never produces").isGreaterThan(300);
        // exact: zs reaches every value
        RangePermutation pi = RangePermutation.forRange(1, n);
        boolean[] hit = new boolean[n];
        for (int k = 0; k < n; k++) {
            hit[(int) pi.apply(k)] = true;
        }
        for (boolean h : hit) {
            assertThat(h).isTrue();
        }
    }

    @ParameterizedTest(name = "n={0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 7, 8, 9, 255, 256, 257, 1000, 4096, 65_537})
    void permutationIsABijection(long n) {
        RangePermutation pi = new RangePermutation(n, 12345);
        boolean[] hit = new boolean[(int) n];
        for (long x = 0; x < n; x++) {
            long y = pi.apply(x);
            assertThat(y).isBetween(0L, n - 1);
            assertThat(hit[(int) y]).as("%d hit twice", y).isFalse();
            hit[(int) y] = true;
        }
    }

    @Test
    void permutationOfTheLargestRangeStaysInRange() {
        RangePermutation pi = RangePermutation.forRange(1, Integer.MAX_VALUE);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 100_000; i++) {
            long x = random.nextLong(Integer.MAX_VALUE);
            assertThat(pi.apply(x)).isBetween(0L, Integer.MAX_VALUE - 1L);
        }
    }

    @Test
    void hotSpotFitsItsDefinition() {
        ValueGenerator g = Generators.of(SelectorParser.parse("hot(1,1000,0.2,0.8)"), null, null);
        double[] p = new double[1000];
        for (int i = 0; i < 1000; i++) {
            p[i] = i < 200 ? 0.8 / 200 : 0.2 / 800;
        }
        long[] drawn = counts(g, 1, 1000, 13);
        ChiSquare.Result r = ChiSquare.test(drawn, p);
        assertThat(r.fits()).as(r.toString()).isTrue();
        double[] wrongSet = new double[1000]; // a hot set one value larger
        for (int i = 0; i < 1000; i++) {
            wrongSet[i] = i < 201 ? 0.8 / 201 : 0.2 / 799;
        }
        ChiSquare.Result wrong = ChiSquare.test(drawn, wrongSet);
        assertThat(wrong.fits()).as(wrong.toString()).isFalse();
    }

    @Test
    void hotSetIsTheExactDecimalFloor() {
        // 0.29 * 100 is 28.999999999999996 in binary floating point; the hot set is 29 values
        Selector.HotSpot h = (Selector.HotSpot) SelectorParser.parse("hot(1,100,0.29,0.5)");
        assertThat(h.hotCount(100)).isEqualTo(29);
        assertThat(h.hotCount(7)).isEqualTo(2);
    }

    @Test
    void latestWithoutWriterFavoursTheUpperBound() {
        ValueGenerator g = Generators.of(SelectorParser.parse("latest(1,1000,0.99)"), null, null);
        double[] rank = ZipfSampler.probabilities(0.99, 1000);
        double[] p = new double[1000];
        for (int k = 1; k <= 1000; k++) {
            p[1000 - k] = rank[k - 1]; // value 1001 - k
        }
        ChiSquare.Result r = ChiSquare.test(counts(g, 1, 1000, 17), p);
        assertThat(r.fits()).as(r.toString()).isTrue();
    }

    @Test
    void latestCountsBackFromTheWritersNewestThenTheExistingObjects() {
        WriteFrontier frontier = new WriteFrontier(5001);
        ValueGenerator g = Generators.of(SelectorParser.parse("latest(1,500,1.1)"), null, null, frontier);
        for (long v = 5001; v <= 5300; v++) {
            frontier.written(v);
        }
        frontier.written(5100); // an older write completing late does not move the newest back
        // newest first: 5300, 5299, …, 5001, then 500, 499, …, 1: 800 objects
        double[] rank = ZipfSampler.probabilities(1.1, 800);
        double[] p = new double[5300];
        for (int k = 1; k <= 800; k++) {
            long value = k <= 300 ? 5301 - k : 500 - (k - 301);
            p[(int) value - 1] = rank[k - 1];
        }
        long[] drawn = counts(g, 1, 5300, 19);
        ChiSquare.Result r = ChiSquare.test(drawn, p);
        assertThat(r.fits()).as(r.toString()).isTrue();
        // and it follows the frontier: one more write makes 5301 the newest
        frontier.written(5301);
        SplittableRandom random = new SplittableRandom(1);
        long newest = 0;
        for (int i = 0; i < 10_000; i++) {
            newest = Math.max(newest, g.next(random));
        }
        assertThat(newest).isEqualTo(5301);
    }

    @Test
    void latestCannotBeDividedNorPickSizes() {
        Selector l = SelectorParser.parse("latest(1,100,0.9)");
        assertThatThrownBy(() -> Generators.of(l, new Slice(1, 50), null)).hasMessageContaining("cannot be divided");
        assertThatThrownBy(() -> SelectorParser.parseSize("latest(1,100,0.9)KB")).hasMessageContaining("cannot pick sizes");
    }

    @Test
    void generatorsDrawWithoutAllocating() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        WriteFrontier frontier = new WriteFrontier(2001);
        frontier.written(2100);
        for (String text : new String[] {"z(1,1000,0.99)", "zs(1,1000000,1.2)", "hot(1,1000,0.2,0.8)", "latest(1,1000,0.99)"}) {
            ValueGenerator g = Generators.of(SelectorParser.parse(text), null, null, frontier);
            SplittableRandom random = new SplittableRandom(5);
            long sink = 0;
            for (int i = 0; i < 200_000; i++) { // warm up: let the JIT compile the draw
                sink += g.next(random);
            }
            long before = mx.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 100_000; i++) {
                sink += g.next(random);
            }
            long allocated = mx.getCurrentThreadAllocatedBytes() - before;
            assertThat(allocated).as(text + " bytes allocated for 100,000 draws (sink " + sink + ")").isLessThan(10_000);
        }
    }

    /** Draws of g counted per value lo..hi (index value − lo). */
    private static long[] counts(ValueGenerator g, long lo, long hi, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] c = new long[(int) (hi - lo + 1)];
        for (int i = 0; i < DRAWS; i++) {
            long v = g.next(random);
            assertThat(v).isBetween(lo, hi);
            c[(int) (v - lo)]++;
        }
        return c;
    }

    private static long fnv64(long value) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < 8; i++) {
            h ^= (value >>> (8 * i)) & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
