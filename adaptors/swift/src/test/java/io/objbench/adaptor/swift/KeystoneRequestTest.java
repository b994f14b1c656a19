package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.api.AdaptorConfig;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeystoneRequestTest {

    private static JsonNode body(Map<String, String> config) throws Exception {
        AdaptorConfig c = AdaptorConfig.of(config);
        try (KeystoneLogin login = new KeystoneLogin(LoginSettings.of(c, 10_000), "k", KeystoneSettings.of(c))) {
            return login.body();
        }
    }

    @Test
    void passwordAuthIsScopedToTheProjectByName() throws Exception {
        JsonNode auth = body(Map.of("username", "tester", "password", "p\"w", "tenant_name", "test",
                "project_domain", "PD")).path("auth");
        assertThat(auth.path("identity").path("methods").get(0).asText()).isEqualTo("password");
        JsonNode user = auth.path("identity").path("password").path("user");
        assertThat(user.path("name").asText()).isEqualTo("tester");
        assertThat(user.path("password").asText()).as("quotes survive").isEqualTo("p\"w");
        assertThat(user.path("domain").path("name").asText()).isEqualTo("Default");
        JsonNode project = auth.path("scope").path("project");
        assertThat(project.path("name").asText()).isEqualTo("test");
        assertThat(project.path("domain").path("name").asText()).isEqualTo("PD");
    }

    @Test
    void aProjectIdNeedsNoDomain() throws Exception {
        JsonNode project = body(Map.of("username", "u", "password", "p", "project_id", "abc123"))
                .path("auth").path("scope").path("project");
        assertThat(project.path("id").asText()).isEqualTo("abc123");
        assertThat(project.has("domain")).isFalse();
    }
}
