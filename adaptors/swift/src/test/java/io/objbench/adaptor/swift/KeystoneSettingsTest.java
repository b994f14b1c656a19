package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeystoneSettingsTest {

    private static KeystoneSettings of(String... kv) throws AdaptorException {
        Map<String, String> m = new LinkedHashMap<>(Map.of("username", "u", "password", "p"));
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return KeystoneSettings.of(AdaptorConfig.of(m));
    }

    @Test
    void authUrlsBecomeTheV3TokensUrl() throws AdaptorException {
        assertThat(of("project", "p", "auth_url", "http://h:5000/v3").tokensUrl()).isEqualTo("http://h:5000/v3/auth/tokens");
        assertThat(of("project", "p", "auth_url", "http://h:5000/v3/").tokensUrl()).isEqualTo("http://h:5000/v3/auth/tokens");
        assertThat(of("project", "p", "url", "http://h:5000").tokensUrl()).isEqualTo("http://h:5000/v3/auth/tokens");
        assertThat(of("project", "p", "auth_url", "http://h/identity/v3/auth/tokens").tokensUrl())
                .isEqualTo("http://h/identity/v3/auth/tokens");
        assertThat(of("project", "p").tokensUrl()).isEqualTo("http://127.0.0.1:5000/v3/auth/tokens");
    }

    @Test
    void aV2UrlIsMappedWithANote() throws AdaptorException {
        KeystoneSettings s = of("tenant_name", "t", "auth_url", "http://h:5000/v2.0");
        assertThat(s.tokensUrl()).isEqualTo("http://h:5000/v3/auth/tokens");
        assertThat(s.note()).contains("v2.0").contains("mapped to v3");
        assertThat(of("project", "p").note()).isEmpty();
    }

    @Test
    void cosbenchV2NamesMapToTheProject() throws AdaptorException {
        assertThat(of("tenant_name", "t1").project()).isEqualTo("t1");
        assertThat(of("tenname", "t2").project()).isEqualTo("t2");
        assertThat(of("tenant_id", "abc").projectId()).isEqualTo("abc");
        assertThat(of("project", "p", "tenant_name", "t").project()).as("project wins").isEqualTo("p");
    }

    @Test
    void domainsServiceAndInterfaceHaveDefaults() throws AdaptorException {
        KeystoneSettings d = of("project", "p");
        assertThat(d.userDomain()).isEqualTo("Default");
        assertThat(d.projectDomain()).isEqualTo("Default");
        assertThat(d.serviceType()).isEqualTo("object-store");
        assertThat(d.serviceName()).isNull();
        assertThat(d.region()).isNull();
        assertThat(d.endpointInterface()).isEqualTo("public");
        KeystoneSettings s = of("project", "p", "domain", "D", "user_domain", "U", "service", "swift", "region", "R");
        assertThat(s.userDomain()).isEqualTo("U");
        assertThat(s.projectDomain()).isEqualTo("D");
        assertThat(s.serviceName()).isEqualTo("swift");
        assertThat(s.region()).isEqualTo("R");
    }

    @Test
    void missingKeysAreNamed() {
        assertThatThrownBy(() -> of()).isInstanceOf(AdaptorException.class).hasMessageContaining("'project'");
        assertThatThrownBy(() -> KeystoneSettings.of(AdaptorConfig.of(Map.of("project", "p", "password", "x"))))
                .hasMessageContaining("'username'");
        assertThatThrownBy(() -> of("project", "p", "auth_url", "h:5000")).hasMessageContaining("http(s) URL");
    }
}
