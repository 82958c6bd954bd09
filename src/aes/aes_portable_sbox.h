/*
 * The AES S-box on bit planes, for aes_portable.c: included once per word type
 * with SC_SBOX_NAME (the function) and SC_SBOX_WORD (the plane type) defined.
 *
 * The S-box as the 113-gate circuit of Boyar, Peralta and Calik
 * (J. Boyar, R. Peralta, "A new combinational logic minimization technique
 * with applications to cryptology", SEA 2010, and the published straight-line
 * program SLP_AES_113: top linear part y*, a shared nonlinear middle t* and
 * z*, a bottom linear part tc*). The circuit numbers bits from the most
 * significant: U0 = bit 7 of the byte .. U7 = bit 0, likewise S0..S7.
 * Each operation below evaluates its gate for every bit of the word at once.
 */
SC_INLINE void SC_SBOX_NAME(SC_SBOX_WORD q[8])
{
    SC_SBOX_WORD u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4], u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];

    /* top linear transformation */
    SC_SBOX_WORD y14 = u3 ^ u5, y13 = u0 ^ u6, y9 = u0 ^ u3, y8 = u0 ^ u5;
    SC_SBOX_WORD t0 = u1 ^ u2;
    SC_SBOX_WORD y1 = t0 ^ u7;
    SC_SBOX_WORD y4 = y1 ^ u3, y12 = y13 ^ y14, y2 = y1 ^ u0, y5 = y1 ^ u6;
    SC_SBOX_WORD y3 = y5 ^ y8;
    SC_SBOX_WORD t1 = u4 ^ y12;
    SC_SBOX_WORD y15 = t1 ^ u5, y20 = t1 ^ u1;
    SC_SBOX_WORD y6 = y15 ^ u7, y10 = y15 ^ t0, y11 = y20 ^ y9;
    SC_SBOX_WORD y7 = u7 ^ y11, y17 = y10 ^ y11, y19 = y10 ^ y8, y16 = t0 ^ y11;
    SC_SBOX_WORD y21 = y13 ^ y16, y18 = u0 ^ y16;

    /* nonlinear middle: inversion in GF(2^4)^2 */
    SC_SBOX_WORD t2 = y12 & y15, t3 = y3 & y6, t5 = y4 & u7, t7 = y13 & y16, t8 = y5 & y1;
    SC_SBOX_WORD t10 = y2 & y7, t12 = y9 & y11, t13 = y14 & y17, t15 = y8 & y10;
    SC_SBOX_WORD t4 = t3 ^ t2, t6 = t5 ^ t2, t9 = t8 ^ t7, t11 = t10 ^ t7, t14 = t13 ^ t12, t16 = t15 ^ t12;
    SC_SBOX_WORD t17 = t4 ^ t14, t18 = t6 ^ t16, t19 = t9 ^ t14, t20 = t11 ^ t16;
    SC_SBOX_WORD t21 = t17 ^ y20, t22 = t18 ^ y19, t23 = t19 ^ y21, t24 = t20 ^ y18;
    SC_SBOX_WORD t25 = t21 ^ t22, t26 = t21 & t23;
    SC_SBOX_WORD t27 = t24 ^ t26, t31 = t22 ^ t26, t30 = t23 ^ t24;
    SC_SBOX_WORD t28 = t25 & t27, t32 = t31 & t30;
    SC_SBOX_WORD t29 = t28 ^ t22, t33 = t32 ^ t24;
    SC_SBOX_WORD t34 = t23 ^ t33, t35 = t27 ^ t33;
    SC_SBOX_WORD t36 = t24 & t35;
    SC_SBOX_WORD t37 = t36 ^ t34, t38 = t27 ^ t36;
    SC_SBOX_WORD t39 = t29 & t38;
    SC_SBOX_WORD t40 = t25 ^ t39;
    SC_SBOX_WORD t41 = t40 ^ t37, t42 = t29 ^ t33, t43 = t29 ^ t40, t44 = t33 ^ t37;
    SC_SBOX_WORD t45 = t42 ^ t41;
    SC_SBOX_WORD z0 = t44 & y15, z1 = t37 & y6, z2 = t33 & u7, z3 = t43 & y16, z4 = t40 & y1, z5 = t29 & y7;
    SC_SBOX_WORD z6 = t42 & y11, z7 = t45 & y17, z8 = t41 & y10, z9 = t44 & y12, z10 = t37 & y3, z11 = t33 & y4;
    SC_SBOX_WORD z12 = t43 & y13, z13 = t40 & y5, z14 = t29 & y2, z15 = t42 & y9, z16 = t45 & y14, z17 = t41 & y8;

    /* bottom linear transformation (the four XNORs of the circuit are ~(a ^ b)) */
    SC_SBOX_WORD tc1 = z15 ^ z16, tc4 = z0 ^ z2, tc5 = z1 ^ z0, tc6 = z3 ^ z4, tc12 = z3 ^ z5;
    SC_SBOX_WORD tc2 = z10 ^ tc1, tc7 = z12 ^ tc4, tc8 = z7 ^ tc6, tc11 = tc6 ^ tc5, tc13 = z13 ^ tc1;
    SC_SBOX_WORD tc14 = tc4 ^ tc12;
    SC_SBOX_WORD tc3 = z9 ^ tc2, tc9 = z8 ^ tc7, tc16 = z6 ^ tc8, tc18 = tc13 ^ tc14, tc21 = tc2 ^ z11;
    SC_SBOX_WORD tc10 = tc8 ^ tc9, tc20 = z15 ^ tc16;
    SC_SBOX_WORD tc17 = z14 ^ tc10;
    SC_SBOX_WORD tc26 = tc17 ^ tc20;
    SC_SBOX_WORD s3 = tc3 ^ tc11;
    q[7] = tc3 ^ tc16;         /* S0 */
    q[6] = ~(s3 ^ tc16);       /* S1 */
    q[5] = ~(tc26 ^ z17);      /* S2 */
    q[4] = s3;                 /* S3 */
    q[3] = tc14 ^ s3;          /* S4 */
    q[2] = tc21 ^ tc17;        /* S5 */
    q[1] = ~(tc10 ^ tc18);     /* S6 */
    q[0] = ~(z12 ^ tc18);      /* S7 */
}
