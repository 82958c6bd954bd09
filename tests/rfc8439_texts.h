/* The plaintexts that RFC 8439's examples and Appendix A use, shared by the
 * ChaCha20 and Poly1305 known-answer tests. */
#ifndef SYMCORE_RFC8439_TEXTS_H
#define SYMCORE_RFC8439_TEXTS_H

/* 2.4.2 and 2.8.2 */
static const char rfc8439_sunscreen[] =
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, "
    "sunscreen would be it.";
/* A.2 #2, A.3 #2 and #3: 375 bytes */
static const char rfc8439_ietf[] =
    "Any submission to the IETF intended by the Contributor for publication as all or part of an IETF "
    "Internet-Draft or RFC and any statement made within the context of an IETF activity is considered "
    "an \"IETF Contribution\". Such statements include oral statements in IETF sessions, as well as "
    "written and electronic communications made at any time or place, which are addressed to";
/* A.2 #3, A.3 #4: 127 bytes */
static const char rfc8439_jabberwocky[] =
    "'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\nAll mimsy were the borogoves,\n"
    "And the mome raths outgrabe.";

#endif
