:- use_module(library(lists)).
e0(2,2).
0.8::e0(3,1).
e0(1,1).
0.8::e1(2,3).
0.4::e1(1,2).
0.1::e1(3,3); 0.3::e1(1,1); 0.3::e1(2,2).
e2(1).
0.3::e2(1); 0.1::e2(2); 0.1::e2(3).
p00(Y) :- p00(Y), p01(Y,3), e0(Z,Y).
0.4::p01(Y,Y) :- p01(3,Z), p00(Z), between(1,3,Y), not e1(Z,Z), findall(V, e0(1,V), L), length(L, N), N >= 1.
P::p01(X,Y) :- (e0(Z,Y), e2(Y), e0(Z,Z), between(1,3,X)), P is X / 4.
0.25::p01(3,Y) <- p00(X), e0(Y,X), e1(X,X).
0.1::p10(X,X) :- p10(X,3), e0(3,Z), p10(Z,2).
p10(3,Y) <- p10(X,Y), e0(X,Y).
p20(X) :- e0(X,1), e1(Z,1).
p20(Y) :- e2(3), e1(Y,Y), Y == Y, \+ p10(1,Y).
p20(X) :- e2(X), p10(X,Y), e0(X,Y), call(p10, Y, Y).
\+p20(Y) :- e2(Y).
p21(Y) :- p21(3), between(1,3,Y), compare(O, Y, 3).
\+p21(Y) :- e0(Y,2).
query(e1(2,Y)).
query(e0(1,Y)).
