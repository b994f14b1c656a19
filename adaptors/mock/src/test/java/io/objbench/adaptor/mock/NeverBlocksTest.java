package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which configurations say their calls never block ({@code StorageAdaptor.neverBlocks()}: the
 * driver then gives the workers platform threads under CPU tokens): {@code none} always, the mock
 * only when no call can sleep.
 */
class NeverBlocksTest {

    @ParameterizedTest(name = "mock {0}={1}: {2}")
    @CsvSource({
        "delay, 0, true",
        "delay, 0.0, true",
        "delay, 2, false",
        "delay, 0.001, false",
        "latency, exp(1), false",
        "latency, fixed(0), true",
        "latency, uniform(0;1), false",
    })
    void theMockNeverBlocksOnlyWhenNoCallSleeps(String key, String value, boolean never) throws Exception {
        String text = value.replace(';', ',');
        var adaptor = new MockStorageFactory().create(AdaptorConfig.of(Map.of(key, text)));
        assertThat(adaptor.neverBlocks()).isEqualTo(never);
    }

    @ParameterizedTest(name = "mock delay=0 and {0}={1}")
    @CsvSource({
        "stall, 5:100",
        "capacity, 1000",
        "warmup, 5:10",
        "drift, 1",
    })
    void anyPauseOfTheMockMeansItMayBlock(String key, String value) throws Exception {
        var adaptor = new MockStorageFactory().create(AdaptorConfig.of(Map.of("delay", "0", key, value)));
        assertThat(adaptor.neverBlocks()).isFalse();
    }

    @ParameterizedTest(name = "none with {0}")
    @CsvSource({"logging, true", "delay, 5"})
    void noneNeverBlocks(String key, String value) throws Exception {
        assertThat(new NoneStorageFactory().create(AdaptorConfig.of(Map.of(key, value))).neverBlocks()).isTrue();
    }
}
