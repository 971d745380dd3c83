:- use_module(library(lists)).
0.7::e0(1).
0.8::e0(3).
0.1::e0(2); 0.1::e0(1); 0.3::e0(3).
e1(1).
p00 :- p00, e2(3,Y), e2(Y,Y).
p00 :- e0(3), e1(1).
p00 :- e1(Z), e0(3), p00, Z < 1, Z @=< 3.
\+p00 :- e2(1,1).
p10 :- e1(2), e0(Z), e2(Z,Y), \+ e2(1,3), \+ e2(3,Z).
p10 :- p10, e0(Z), findall(V, e2(Z,V), L), sum_list(L, T), T > 2.
0.4::p10 :- p10, e0(Y), e2(Y,3), not e2(3,Y).
query(p10).
query(\+ e1(3)).
evidence(p10, true).
