package io.objbench.core.selector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.ByteSize;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Selector syntax (cosbench-format.md §2.2) and size units (§2.3). */
class SelectorParserTest {

    @Test
    void parsesEveryKind() {
        assertThat(SelectorParser.parse("c(7)")).isEqualTo(new Selector.Constant(7));
        assertThat(SelectorParser.parse("c(0)")).isEqualTo(new Selector.Constant(0));
        assertThat(SelectorParser.parse("u(1,100)")).isEqualTo(new Selector.Uniform(1, 100));
        assertThat(SelectorParser.parse(" u( 2 , 9 ) ")).isEqualTo(new Selector.Uniform(2, 9));
        assertThat(SelectorParser.parse("r(3,30)")).isEqualTo(new Selector.Range(3, 30));
        assertThat(SelectorParser.parse("s(1,5)")).isEqualTo(new Selector.Sequential(1, 5));
    }

    @Test
    void parsesTheObjbenchExtensionsInCanonicalForm() {
        java.math.BigDecimal skew = new java.math.BigDecimal("0.99");
        assertThat(SelectorParser.parse("z(1,1000,0.99)")).isEqualTo(new Selector.Zipfian(1, 1000, skew, false));
        assertThat(SelectorParser.parse(" zs( 5 , 9 , 0.990 ) ")).isEqualTo(new Selector.Zipfian(5, 9, skew, true));
        assertThat(SelectorParser.parse("z(1,10,1.0)").text()).isEqualTo("z(1,10,1)");
        assertThat(SelectorParser.parse("zs(1,10,2.50)").text()).isEqualTo("zs(1,10,2.5)");
        assertThat(SelectorParser.parse("z(1,10,10)").text()).isEqualTo("z(1,10,10)");
        assertThat(SelectorParser.parse("hot(1,1000,0.2,0.8)").text()).isEqualTo("hot(1,1000,0.2,0.8)");
        assertThat(SelectorParser.parse("latest(1,1000,0.99)").text()).isEqualTo("latest(1,1000,0.99)");
        assertThat(SelectorParser.parseSize("z(1,1024,1.1)KiB").text()).isEqualTo("z(1,1024,1.1)KiB");
        assertThat(SelectorParser.parseSize("hot(1,100,0.1,0.9)KB").maxBytes()).isEqualTo(100_000);
    }

    @Test
    void rejectsBadObjbenchParametersSayingWhy() {
        assertThatThrownBy(() -> SelectorParser.parse("z(1,10,0)")).hasMessageContaining("the skew 0 is out of range");
        assertThatThrownBy(() -> SelectorParser.parse("z(1,10,10.01)")).hasMessageContaining("the skew 10.01 is out of range");
        assertThatThrownBy(() -> SelectorParser.parse("latest(1,10,0.0)")).hasMessageContaining("the skew 0 is out of range");
        assertThatThrownBy(() -> SelectorParser.parse("z(0,10,0.9)")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> SelectorParser.parse("zs(9,2,0.9)")).hasMessageContaining("greater than the upper bound");
        assertThatThrownBy(() -> SelectorParser.parse("z(1,10)")).hasMessageContaining("expected 3 arguments");
        assertThatThrownBy(() -> SelectorParser.parse("hot(1,10,0.5)")).hasMessageContaining("expected 4 arguments");
        for (String notDecimal : List.of("-0.5", ".5", "5.", "1e2", "0,5", "NaN", "Infinity", "0x1", "\u0661")) {
            assertThatThrownBy(() -> SelectorParser.parse("z(1,10," + notDecimal + ")")).as(notDecimal)
                    .hasMessageStartingWith("bad selector");
        }
        assertThatThrownBy(() -> SelectorParser.parse("hot(1,10,0,0.5)")).hasMessageContaining("hot key fraction 0 is not between 0 and 1");
        assertThatThrownBy(() -> SelectorParser.parse("hot(1,10,0.5,1.0)")).hasMessageContaining("hot operation fraction 1 is not between 0 and 1");
        assertThatThrownBy(() -> SelectorParser.parse("hot(1,10,0.05,0.5)")).hasMessageContaining("the hot set is empty");
        assertThat(((Selector.HotSpot) SelectorParser.parse("hot(1,10,0.99,0.5)")).hotCount(10)).as("one cold value").isEqualTo(9);
        assertThatThrownBy(() -> SelectorParser.parse("hot(1,1,0.5,0.5)")).hasMessageContaining("the hot set is empty");
    }

    @Test
    void uniformWithOneArgumentIsOpenAbove() {
        assertThat(SelectorParser.parse("u(5)")).isEqualTo(new Selector.Uniform(5, Integer.MAX_VALUE));
    }

    @Test
    void legacyRangeIsR() {
        assertThat(SelectorParser.parse("1-32")).isEqualTo(new Selector.Range(1, 32));
        assertThat(SelectorParser.parse("r(0,0)")).as("the special works' empty range").isEqualTo(new Selector.Range(0, 0));
    }

    @Test
    void histogramBucketsSortedWithOpenRange() {
        Selector.Histogram h = (Selector.Histogram) SelectorParser.parse("h(100||10,1|10|60,11|99|30)");
        assertThat(h.buckets()).containsExactly(new Selector.Bucket(1, 10, 60), new Selector.Bucket(11, 99, 30),
                new Selector.Bucket(100, Integer.MAX_VALUE, 10));
        assertThat(h.totalWeight()).isEqualTo(100);
        assertThat(h.min()).isEqualTo(1);
        assertThat(h.max()).isEqualTo(Integer.MAX_VALUE);
        assertThat(h.text()).isEqualTo("h(1|10|60,11|99|30,100|2147483647|10)");
    }

    @Test
    void rejectsBadSyntaxSayingWhatIsExpected() {
        for (String bad : List.of("", "x(1,2)", "u(1,2", "u()", "u(1,2,3)", "r(1)", "c(a)", "u(-1,5)", "u(1.5,2)",
                "h()", "h(1|2)", "h(1|2|x)", "h(5|1|1)", "h(1|2|0)", "10", "c(3000000000)")) {
            assertThatThrownBy(() -> SelectorParser.parse(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("bad selector '" + bad.trim() + "'");
        }
    }

    @Test
    void numberingStartsAtOne() {
        assertThatThrownBy(() -> SelectorParser.parse("u(0,10)")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> SelectorParser.parse("s(0,10)")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> SelectorParser.parse("r(0,10)")).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> SelectorParser.parse("r(9,2)")).hasMessageContaining("greater than the upper bound");
    }

    @Test
    void sizesTakeDecimalAndBinaryUnits() {
        assertThat(SelectorParser.parseSize("c(64)KB")).isEqualTo(new SizeSelector(new Selector.Constant(64), ByteSize.KB));
        assertThat(SelectorParser.parseSize("u(1,4)MB").maxBytes()).isEqualTo(4_000_000L);
        assertThat(SelectorParser.parseSize("c(1)GB").maxBytes()).isEqualTo(1_000_000_000L);
        assertThat(SelectorParser.parseSize("c(0)B").maxBytes()).isZero();
        assertThat(SelectorParser.parseSize("h(1|4|1,5|8|1)KB").maxBytes()).isEqualTo(8_000L);
        assertThat(SelectorParser.parseSize("1-10KB").selector()).isEqualTo(new Selector.Range(1, 10));
    }

    @Test
    void binaryUnitsAreNeverBytes() {
        assertThat(SelectorParser.parseSize("c(4)KiB").maxBytes()).isEqualTo(4096);
        assertThat(SelectorParser.parseSize("c(2)MiB").maxBytes()).isEqualTo(2L << 20);
        assertThat(SelectorParser.parseSize("c(1)GiB").maxBytes()).isEqualTo(1L << 30);
        assertThat(SelectorParser.parseSize("c(4)KiB").text()).isEqualTo("c(4)KiB");
    }

    @Test
    void sizesNeedAKnownUnit() {
        assertThatThrownBy(() -> SelectorParser.parseSize("c(64)")).hasMessageContaining("has no unit");
        assertThatThrownBy(() -> SelectorParser.parseSize("c(64)kb")).hasMessageContaining("unknown size unit 'kb'");
        assertThatThrownBy(() -> SelectorParser.parseSize("c(64)KIB")).hasMessageContaining("unknown size unit 'KIB'");
        assertThatThrownBy(() -> SelectorParser.parseSize("c(64)Kb")).hasMessageContaining("unknown size unit");
    }
}
