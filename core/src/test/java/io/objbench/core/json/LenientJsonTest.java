package io.objbench.core.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import org.junit.jupiter.api.Test;

class LenientJsonTest {

    /** A summary as this version knows it. */
    record Summary(String id, Double avg, String added) {
    }

    @Test
    void readsFieldsOfOtherVersionsWhereTheStrictMapperRefuses() throws Exception {
        String later = "{\"id\":\"w1\",\"avg\":1.5,\"added\":\"x\",\"fieldOfALaterVersion\":{\"a\":[1,2]}}";
        assertThat(LenientJson.mapper().readValue(later, Summary.class)).isEqualTo(new Summary("w1", 1.5, "x"));
        assertThatThrownBy(() -> Json.mapper().readValue(later, Summary.class))
                .isInstanceOf(UnrecognizedPropertyException.class);
    }

    @Test
    void fieldsAnOlderVersionLackedReadAsNullAndNaNAsANumber() throws Exception {
        assertThat(LenientJson.mapper().readValue("{\"id\":\"w1\",\"avg\":NaN}", Summary.class))
                .isEqualTo(new Summary("w1", Double.NaN, null));
    }
}
