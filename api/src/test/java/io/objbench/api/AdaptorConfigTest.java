package io.objbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AdaptorConfigTest {

    private final AdaptorConfig config = AdaptorConfig.of(Map.of(
            "timeout", "30000", "flag", "Yes", "off", "off", "bad", "maybe", "part", "8MiB",
            "ratio", "0.25", "url", "http://h:1"));

    @Test
    void typedGettersParseAndDefault() throws AdaptorException {
        assertThat(config.getInt("timeout", 1)).isEqualTo(30000);
        assertThat(config.getLong("missing", 7L)).isEqualTo(7L);
        assertThat(config.getBoolean("flag", false)).isTrue();
        assertThat(config.getBoolean("off", true)).isFalse();
        assertThat(config.getBytes("part", 0)).isEqualTo(8L << 20);
        assertThat(config.getDouble("ratio", 0)).isEqualTo(0.25);
        assertThat(config.getString("missing", "d")).isEqualTo("d");
        assertThat(config.getFirst("auth_url", "url")).contains("http://h:1");
    }

    @Test
    void badValuesNameKeyAndValue() {
        assertThatThrownBy(() -> config.getBoolean("bad", false))
                .isInstanceOf(AdaptorException.class)
                .hasMessage("config key 'bad' has value 'maybe': expected true or false");
        assertThatThrownBy(() -> config.getInt("url", 0)).hasMessageContaining("'url'").hasMessageContaining("an integer");
        assertThatThrownBy(() -> config.require("secretkey")).hasMessage("missing required config key 'secretkey'");
    }

    @Test
    void keysAreCaseSensitiveAndCopied() {
        Map<String, String> source = new LinkedHashMap<>();
        source.put("hashCheck", "true");
        AdaptorConfig c = AdaptorConfig.of(source);
        source.put("other", "x");
        assertThat(c.has("hashcheck")).isFalse();
        assertThat(c.keys()).containsExactly("hashCheck");
    }

    @Test
    void toStringHidesValues() {
        assertThat(AdaptorConfig.of(Map.of("secretkey", "s3cr3t")).toString()).doesNotContain("s3cr3t");
        assertThat(new AuthToken(Map.of("token", "AUTH_tk")).toString()).doesNotContain("AUTH_tk");
    }
}
