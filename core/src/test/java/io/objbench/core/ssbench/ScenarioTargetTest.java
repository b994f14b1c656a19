package io.objbench.core.ssbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Storage and auth from objbench's options and ssbench's (swiftclient's) environment variables. */
class ScenarioTargetTest {

    @Test
    void theDefaultIsTheMockKeepingObjects() {
        ScenarioTarget t = ScenarioTarget.of(null, null, null, null, null, Map.of(), false);
        assertThat(t.storageType()).isEqualTo("mock");
        assertThat(t.storageConfig()).containsEntry("store", "true");
        assertThat(t.authType()).isEqualTo("none");
        assertThat(ScenarioTarget.of("mock", "store=false;delay=1", null, null, null, Map.of(), false).storageConfig())
                .containsEntry("store", "false").containsEntry("delay", "1");
    }

    @Test
    void flagsBeatTheStVariables() {
        Map<String, String> env = Map.of("ST_AUTH", "http://env/auth/v1.0", "ST_USER", "a:b", "ST_KEY", "k");
        ScenarioTarget t = ScenarioTarget.of("swift", null, null, "x:y", null, env, false);
        assertThat(t.authType()).isEqualTo("swauth");
        assertThat(t.authConfig()).containsEntry("auth_url", "http://env/auth/v1.0").containsEntry("username", "x:y")
                .containsEntry("password", "k");
    }

    @Test
    void halfAV1LoginNamesWhatIsMissing() {
        assertThatThrownBy(() -> ScenarioTarget.of("swift", null, "http://a", null, null, Map.of("ST_KEY", "k"), false))
                .hasMessage("Swift v1 auth needs the auth URL, user and key: missing -U or ST_USER");
    }

    @Test
    void osVariablesGiveKeystoneV3() {
        Map<String, String> env = Map.of("OS_AUTH_URL", "http://ks:5000/v3", "OS_USERNAME", "u", "OS_PASSWORD", "p",
                "OS_PROJECT_NAME", "proj", "OS_USER_DOMAIN_NAME", "ud", "OS_PROJECT_DOMAIN_NAME", "pd",
                "OS_REGION_NAME", "RegionOne", "OS_ENDPOINT_TYPE", "internalURL");
        ScenarioTarget t = ScenarioTarget.of("swift", null, null, null, null, env, true);
        assertThat(t.authType()).isEqualTo("keystone");
        assertThat(t.authConfig()).containsEntry("auth_url", "http://ks:5000/v3").containsEntry("project", "proj")
                .containsEntry("user_domain", "ud").containsEntry("project_domain", "pd")
                .containsEntry("region", "RegionOne").containsEntry("interface", "internal");
        assertThat(t.keep()).isTrue();
        assertThatThrownBy(() -> ScenarioTarget.of("swift", null, null, null, null,
                Map.of("OS_AUTH_URL", "http://ks:5000/v3", "OS_USERNAME", "u"), false))
                .hasMessageContaining("needs OS_PASSWORD, OS_PROJECT_NAME");
    }

    @Test
    void swiftWithoutCredentialsOrWithAFixedToken() {
        assertThatThrownBy(() -> ScenarioTarget.of("swift", null, null, null, null, Map.of(), false))
                .hasMessageStartingWith("--storage swift needs credentials");
        ScenarioTarget t = ScenarioTarget.of("swift", "token=t;storage_url=http://s/v1/AUTH_x", null, null, null,
                Map.of(), false);
        assertThat(t.authType()).isEqualTo("none");
    }

    @Test
    void badOptionsAreNamed() {
        assertThatThrownBy(() -> ScenarioTarget.of("gcs", null, null, null, null, Map.of(), false))
                .hasMessage("--storage gcs is not known: expected one of mock, swift, s3, librados, none");
        assertThatThrownBy(() -> ScenarioTarget.of("s3", null, "http://a", null, null, Map.of(), false))
                .hasMessageContaining("need --storage swift");
        assertThatThrownBy(() -> ScenarioTarget.of("s3", "endpoint", null, null, null, Map.of(), false))
                .hasMessageStartingWith("--storage-config: ");
        assertThat(ScenarioTarget.of("s3", "endpoint=http://127.0.0.1:9000;accesskey=a;secretkey=b", null, null, null,
                Map.of("ST_AUTH", "ignored"), false).storageConfig()).containsEntry("accesskey", "a");
    }
}
