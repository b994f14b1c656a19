package io.objbench.core.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The division math of cosbench-format.md §2.5. */
class SliceTest {

    @Test
    void theTenOverFourExample() {
        assertThat(Slice.of(1, 10, 1, 4)).isEqualTo(new Slice(1, 3));
        assertThat(Slice.of(1, 10, 2, 4)).isEqualTo(new Slice(4, 6));
        assertThat(Slice.of(1, 10, 3, 4)).isEqualTo(new Slice(7, 8));
        assertThat(Slice.of(1, 10, 4, 4)).isEqualTo(new Slice(9, 10));
    }

    @Test
    void slicesAreContiguousAndCoverTheRangeExactly() {
        for (int workers = 1; workers <= 13; workers++) {
            long next = 5;
            for (int idx = 1; idx <= workers; idx++) {
                Slice s = Slice.of(5, 104, idx, workers);
                assertThat(s.first()).isEqualTo(next);
                assertThat(s.size()).isBetween(100L / workers, 100L / workers + 1);
                next = s.last() + 1;
            }
            assertThat(next).isEqualTo(105);
        }
    }

    @Test
    void prepareSplitOfTheUserGuide() {
        assertThat(Slice.of(1, 1000, 1, 4)).isEqualTo(new Slice(1, 250));
        assertThat(Slice.of(1, 1000, 2, 4)).isEqualTo(new Slice(251, 500));
    }

    @Test
    void moreWorkersThanValuesLeavesEmptySlices() {
        assertThat(Slice.of(1, 2, 3, 4).isEmpty()).isTrue();
        assertThat(Slice.of(1, 2, 3, 4).size()).isZero();
        assertThat(Slice.of(1, 2, 2, 4)).isEqualTo(new Slice(2, 2));
    }

    @Test
    void rejectsAnIndexOutsideTheWorkers() {
        assertThatThrownBy(() -> Slice.of(1, 10, 0, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Slice.of(1, 10, 5, 4)).isInstanceOf(IllegalArgumentException.class);
    }
}
