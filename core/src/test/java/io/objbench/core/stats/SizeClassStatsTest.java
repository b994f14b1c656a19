package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.json.Json;
import io.objbench.core.selector.SelectorParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Per-size-class results ({@link OpStats#classes}): merged exactly, class by class, by
 * {@link OpStats#plus} and {@link OpStatsSum} alike, on the wire only when present.
 */
class SizeClassStatsTest {

    private static final List<SizeClass> CLASSES = SizeClass.of(SelectorParser.parseSize("h(1|4|50,8|16|30,64|64|20)KiB"));

    /** One driver's measurement of samples (class index, response µs, bytes), classes included. */
    private static OpStats driver(List<long[]> samples) {
        OpStatsSum op = new OpStatsSum("op1", "write", "write", "write").withClasses(CLASSES);
        for (long[] s : samples) {
            Histogram h = HistogramCodec.newHistogram();
            h.recordValue(s[1]);
            op.add(1, 0, s[2], s[1] * 1000, 0, h, 10, 20);
            op.classSum((int) s[0]).add(1, 0, s[2], s[1] * 1000, 0, h, 10, 20);
        }
        return op.toOpStats();
    }

    @Test
    void classesAreTheBucketsWithTheirBoundsInBytes() {
        assertThat(CLASSES).containsExactly(new SizeClass("1-4KiB", 1024, 4096, 50),
                new SizeClass("8-16KiB", 8192, 16384, 30), new SizeClass("64KiB", 65536, 65536, 20));
        assertThat(SizeClass.of(SelectorParser.parseSize("u(1,4)KB"))).isNull();
        assertThat(SizeClass.of(null)).isNull();
    }

    @Test
    void twoDriversMergeToTheHistogramOfTheUnionPerClass() {
        SplittableRandom random = new SplittableRandom(7);
        List<List<long[]>> drivers = List.of(new ArrayList<>(), new ArrayList<>());
        Histogram[] union = new Histogram[CLASSES.size()];
        long[] count = new long[CLASSES.size()];
        long[] bytes = new long[CLASSES.size()];
        for (int c = 0; c < union.length; c++) {
            union[c] = HistogramCodec.newHistogram();
        }
        for (int i = 0; i < 20_000; i++) {
            int c = random.nextInt(CLASSES.size());
            long micros = random.nextLong(1, 5_000_000);
            long size = random.nextLong(CLASSES.get(c).lowBytes(), CLASSES.get(c).highBytes() + 1);
            drivers.get(random.nextInt(2)).add(new long[] {c, micros, size});
            union[c].recordValue(micros);
            count[c]++;
            bytes[c] += size;
        }
        OpStats a = driver(drivers.get(0));
        OpStats b = driver(drivers.get(1));
        OpStatsSum sum = OpStatsSum.like(a);
        sum.add(a);
        sum.add(b);
        for (OpStats merged : List.of(a.plus(b), sum.toOpStats())) {
            assertThat(merged.classes()).hasSize(CLASSES.size());
            Histogram all = HistogramCodec.newHistogram();
            for (int c = 0; c < CLASSES.size(); c++) {
                OpStats k = merged.classes().get(c).stats();
                assertThat(merged.classes().get(c).sizeClass()).isEqualTo(CLASSES.get(c));
                assertThat(k.responseHistogram()).isEqualTo(union[c]);
                assertThat(k.successes()).isEqualTo(count[c]);
                assertThat(k.bytes()).isEqualTo(bytes[c]);
                all.add(union[c]);
            }
            assertThat(merged.responseHistogram()).isEqualTo(all);
        }
    }

    @Test
    void aMeasurementWithoutClassesMergesAsEmptyAndOtherClassesAreRefused() {
        OpStats a = driver(List.<long[]>of(new long[] {0, 100, 2000}));
        OpStats empty = OpStats.empty("op1", "write", "write", "write");
        assertThat(empty.plus(a).classes()).isEqualTo(a.classes());
        assertThat(a.plus(empty).classes()).isEqualTo(a.classes());
        assertThat(empty.plus(empty).hasClasses()).isFalse();

        OpStatsSum sum = OpStatsSum.like(a);
        sum.add(a);
        sum.reset();
        sum.add(empty);
        assertThat(sum.toOpStats().hasClasses()).as("reset forgets the classes").isFalse();

        List<SizeClass> other = SizeClass.of(SelectorParser.parseSize("h(1|4|50,8|16|50)KB"));
        OpStats b = new OpStatsSum("op1", "write", "write", "write").withClasses(other).toOpStats();
        assertThatThrownBy(() -> a.plus(b)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("classes");
        assertThatThrownBy(() -> OpStatsSum.like(a).withClasses(CLASSES).withClasses(other))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("op1");
    }

    @Test
    void classesRoundTripInJsonAndAreAbsentWithoutThem() throws Exception {
        OpStats a = driver(List.of(new long[] {0, 100, 2000}, new long[] {2, 900, 65536}));
        String text = Json.mapper().writeValueAsString(a);
        assertThat(text).contains("\"classes\"").contains("\"1-4KiB\"");
        OpStats back = Json.mapper().readValue(text, OpStats.class);
        assertThat(back).isEqualTo(a);
        assertThat(back.classes().get(2).stats().responseHistogram()).isEqualTo(a.classes().get(2).stats().responseHistogram());

        OpStats without = a.withClasses(null);
        String old = Json.mapper().writeValueAsString(without);
        assertThat(old).doesNotContain("classes");
        // an older driver's message: no classes
        assertThat(Json.mapper().readValue(old, OpStats.class).hasClasses()).isFalse();
    }

    @Test
    void aClassCarriesNoClassesOfItsOwn() {
        OpStats a = driver(List.<long[]>of(new long[] {0, 100, 2000}));
        assertThatThrownBy(() -> new SizeClassStats(CLASSES.getFirst(), a)).isInstanceOf(IllegalArgumentException.class);
    }
}
