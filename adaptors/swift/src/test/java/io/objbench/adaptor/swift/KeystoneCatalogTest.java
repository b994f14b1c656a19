package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.AdaptorConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeystoneCatalogTest {

    private static final String TOKEN = """
            {"catalog":[
              {"type":"identity","name":"keystone","endpoints":[{"interface":"public","region":"R1","url":"http://k/v3"}]},
              {"type":"object-store","name":"swift","endpoints":[
                {"interface":"admin","region":"R1","url":"http://admin/v1/AUTH_p"},
                {"interface":"public","region":"R1","region_id":"R1","url":"http://r1/v1/AUTH_p"},
                {"interface":"public","region":"R2","region_id":"R2","url":"http://r2/v1/AUTH_p"}]},
              {"type":"object-store","name":"other","endpoints":[{"interface":"public","region":"R3","url":"http://other/v1"}]}]}""";

    private static String pick(String... kv) throws Exception {
        Map<String, String> m = new LinkedHashMap<>(Map.of("username", "u", "password", "p", "project", "x"));
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        JsonNode token = new ObjectMapper().readTree(TOKEN);
        return KeystoneCatalog.endpoint(token, KeystoneSettings.of(AdaptorConfig.of(m))).orElse(null);
    }

    @Test
    void thePublicObjectStoreEndpointIsPicked() throws Exception {
        assertThat(pick()).isEqualTo("http://r1/v1/AUTH_p");
    }

    @Test
    void regionNameAndInterfaceNarrowTheChoice() throws Exception {
        assertThat(pick("region", "R2")).isEqualTo("http://r2/v1/AUTH_p");
        assertThat(pick("service", "other")).isEqualTo("http://other/v1");
        assertThat(pick("interface", "admin")).isEqualTo("http://admin/v1/AUTH_p");
        assertThat(pick("region", "R9")).isNull();
        assertThat(pick("service_type", "volume")).isNull();
    }

    @Test
    void theDescriptionListsWhatIsOffered() throws Exception {
        assertThat(KeystoneCatalog.describe(new ObjectMapper().readTree(TOKEN)))
                .contains("object-store/swift public R2").contains("identity/keystone public R1");
        assertThat(KeystoneCatalog.describe(new ObjectMapper().readTree("{}"))).isEqualTo("an empty catalog");
    }
}
