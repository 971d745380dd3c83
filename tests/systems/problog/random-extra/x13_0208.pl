:- use_module(library(lists)).
e0(1).
e0(2).
0.2::e0(1); 0.3::e0(2).
0.8::e1(1).
0.1::e1(1); 0.3::e1(3).
e3(1,2).
0.7::e3(2,1).
0.1::e3(1,1); 0.3::e3(3,3); 0.3::e3(2,2).
p00 :- p00, p00, e2(X), X < 2, not e0(X).
0.6::p00 :- p00, e1(2).
\+p00 :- e3(1,1).
p01(X,X) :- e2(Z), between(1,3,X), \+ e1(Z), not e2(Z).
p01(2,Y) :- p00, p00, between(1,3,Y), findall(V, e3(Y,V), L), length(L, N), N >= 1, \+ e1(Y).
p10(X) :- e1(Z), e3(1,2), e3(Z,2), between(1,3,X).
0.2::p10(X) :- (p01(X,X), p01(X,X)) ; (p01(Y,Z), p10(Y), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 1, X >= 3).
0.8::p10(X) :- e3(X,Z), \+ e2(X).
\+p10(2) :- e0(3).
p11(3,Y) :- p11(1,2), between(1,3,Y), compare(O, Y, 2).
p11(Y,Y) :- e3(X,X), p11(Y,Y), p11(X,2).
0.4::p11(Y,X) :- Y \== 3, p10(Y), e0(X), X >= 2.
\+p11(1,Y) :- e0(Y).
query(p10(Y)).
query(e0(X)) :- between(1,2,X).
