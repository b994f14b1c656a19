package io.objbench.core.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Generator semantics of cosbench-format.md §2.2, with fixed seeds so results are deterministic. */
class GeneratorsTest {

    private final SplittableRandom random = new SplittableRandom(42);

    @Test
    void constantIgnoresDivision() {
        ValueGenerator g = Generators.of(SelectorParser.parse("c(9)"), new Slice(1, 1), null);
        assertThat(draws(g, 5)).containsOnly(9L);
    }

    @Test
    void uniformStaysInRangeAndReachesBothEnds() {
        long[] v = draws(Generators.of(SelectorParser.parse("u(3,7)"), null, null), 2000);
        assertThat(LongStream.of(v).min().orElseThrow()).isEqualTo(3);
        assertThat(LongStream.of(v).max().orElseThrow()).isEqualTo(7);
    }

    @Test
    void uniformUnderDivisionStaysInTheWorkersSlice() {
        Selector u = SelectorParser.parse("u(1,10)");
        long[] v = draws(Generators.of(u, Generators.sliceOf(u, 3, 4), null), 500);
        assertThat(v).containsOnly(7L, 8L);
    }

    @Test
    void rangeWithoutDivisionSharesOneWrappingCursor() {
        Selector r = SelectorParser.parse("r(1,3)");
        AtomicLong shared = new AtomicLong();
        ValueGenerator a = Generators.of(r, null, shared);
        ValueGenerator b = Generators.of(r, null, shared);
        assertThat(new long[] {a.next(random), b.next(random), a.next(random), b.next(random)})
                .containsExactly(1, 2, 3, 1);
    }

    @Test
    void rangeUnderDivisionHasItsOwnCursorOverItsSlice() {
        Selector r = SelectorParser.parse("r(1,10)");
        ValueGenerator g = Generators.of(r, Generators.sliceOf(r, 2, 4), new AtomicLong(100));
        assertThat(draws(g, 4)).containsExactly(4, 5, 6, 4);
    }

    @Test
    void sequentialIgnoresDivisionAndIsShared() {
        Selector s = SelectorParser.parse("s(5,6)");
        AtomicLong shared = new AtomicLong();
        ValueGenerator g = Generators.of(s, Generators.sliceOf(s, 2, 2), shared);
        assertThat(draws(g, 3)).containsExactly(5, 6, 5);
        assertThatThrownBy(() -> Generators.of(s, null, null)).hasMessageContaining("shared cursor");
    }

    @Test
    void histogramPicksBucketsByWeightWithoutBias() {
        ValueGenerator g = Generators.of(SelectorParser.parse("h(1|1|10,2|2|30,3|3|60)"), null, null);
        long[] counts = new long[4];
        int n = 200_000;
        for (long v : draws(g, n)) {
            counts[(int) v]++;
        }
        assertThat(counts[1] / (double) n).isCloseTo(0.10, org.assertj.core.data.Offset.offset(0.005));
        assertThat(counts[2] / (double) n).isCloseTo(0.30, org.assertj.core.data.Offset.offset(0.005));
        assertThat(counts[3] / (double) n).isCloseTo(0.60, org.assertj.core.data.Offset.offset(0.005));
    }

    @Test
    void histogramWithEqualUnitWeightsIsFair() {
        // COSBench's off-by-one gives the first of two weight-1 buckets every draw.
        ValueGenerator g = Generators.of(SelectorParser.parse("h(1|1|1,2|2|1)"), null, null);
        long ones = LongStream.of(draws(g, 100_000)).filter(v -> v == 1).count();
        assertThat(ones / 100_000.0).isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void histogramIsUniformInsideABucket() {
        long[] v = draws(Generators.of(SelectorParser.parse("h(10|19|1)"), null, null), 5000);
        assertThat(LongStream.of(v).distinct().count()).isEqualTo(10);
        assertThat(LongStream.of(v).allMatch(x -> x >= 10 && x <= 19)).isTrue();
    }

    @Test
    void histogramCannotBeDivided() {
        Selector h = SelectorParser.parse("h(1|10|1)");
        assertThatThrownBy(() -> Generators.of(h, new Slice(1, 5), null)).hasMessageContaining("cannot be divided");
    }

    @Test
    void anEmptySliceIsRefused() {
        Selector u = SelectorParser.parse("u(1,2)");
        assertThatThrownBy(() -> Generators.of(u, Generators.sliceOf(u, 3, 4), null)).hasMessageContaining("empty");
    }

    @Test
    void workerRandomsAreSeededDeterministically() {
        assertThat(Generators.workerRandom(7, 1).nextLong()).isEqualTo(Generators.workerRandom(7, 1).nextLong());
        assertThat(Generators.workerRandom(7, 1).nextLong()).isNotEqualTo(Generators.workerRandom(7, 2).nextLong());
    }

    private long[] draws(ValueGenerator g, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = g.next(random);
        }
        return out;
    }
}
