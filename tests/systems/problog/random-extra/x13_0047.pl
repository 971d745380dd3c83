:- use_module(library(lists)).
0.2::e0(3).
0.4::e0(1).
0.8::e1.
e2(1,2).
p00(Y,X) :- p00(Y,2), p01(Y), e2(Y,Y), between(1,3,X), Y < 2, Y \== 2.
p01(Y) :- (e2(Z,2), between(1,3,Y), \+ e2(Y,Y), Z == 1) ; (e1, e0(Y), e1).
0.75::\+p01(X) :- e2(X,3).
P::p10(X,Y) :- (e1, e2(X,X), between(1,3,Y), Y < 2, X < 2), P is X / 4.
P::p10(X,X) <- (e1, p01(X), \+ e2(3,X), findall(V, p01(V), L), sum_list(L, T), T > 2), P is X / 4.
p10(X,Y) :- e1, p00(Z,Z), between(1,3,X), between(1,3,Y).
p20(X) :- p10(Z,Z), e2(X,X), Z >= 2.
p20(1) :- p20(Y), e1, p00(Y,Y), call(p01, Y).
\+p20(2) :- e0(2).
0.3::p30(Y,X) :- e2(1,Y), between(1,3,X), Y \= Y, X < 1.
p30(3,X) :- p10(X,3), p00(X,X).
p30(Y,2) :- p30(Y,2).
0.1::\+p30(Y,Y) :- e0(Y).
0.7::p31(3,1) :- e2(3,X), p00(X,X), p31(2,1), findall(V, e0(V), L), L \= [].
p31(1,Y) :- (p01(Y), Y < 2) ; (Y \== 2, p01(X), p20(3), p30(2,X), between(1,3,Y), X >= 2).
query(p30(3,X)).
query(p01(Y)).
query(\+ p00(2,1)).
