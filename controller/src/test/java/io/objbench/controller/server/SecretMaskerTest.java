package io.objbench.controller.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecretMaskerTest {

    @Test
    void masksSecretKeysInsideConfigAttributes() {
        String xml = "<storage type=\"s3\" config=\"accesskey=AKIA1;secretkey=S3CR3T;endpoint=http://h:80\" />\n"
                + "<auth type=\"swauth\" config=\"username=u;password=PA55&amp;W0RD\" />\n"
                + "<storage type=\"x\" config='key=K3Y;token=T0K;client_secret=CS;db.password=DBP;MySecret=MS' />";
        String masked = SecretMasker.mask(xml);
        assertThat(masked).doesNotContain("S3CR3T", "PA55", "W0RD", "K3Y", "T0K", "CS;", "DBP", "=MS");
        assertThat(masked).contains("accesskey=AKIA1;secretkey=******;endpoint=http://h:80\"")
                .contains("password=******\"").contains("config='key=******;token=******;client_secret=******;"
                        + "db.password=******;MySecret=******'");
    }

    @Test
    void leavesOtherKeysAndBase64Alone() {
        String text = "accesskey=AK;mykey=V;keys=3;sizes=c(64)KB {\"histogram\":\"HISTFAAAA/key==\"} monkey=1";
        assertThat(SecretMasker.mask(text)).isEqualTo(text);
    }

    @Test
    void masksInLogLinesAndJsonStrings() {
        assertThat(SecretMasker.mask("login failed: password = hunter2\nnext"))
                .isEqualTo("login failed: password = ******\nnext");
        assertThat(SecretMasker.mask("{\"message\":\"bad config: secretkey=abc;x=1\"}"))
                .isEqualTo("{\"message\":\"bad config: secretkey=******;x=1\"}");
        assertThat(SecretMasker.mask("TOKEN=abc")).isEqualTo("TOKEN=******");
    }
}
