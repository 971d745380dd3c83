:- use_module(library(lists)).
0.7::e0(2).
e0(3).
0.4::e1(1,2).
0.3::e1(1,3).
e1(2,2).
p00(Y) :- p00(X), between(1,3,Y), findall(V, e0(V), L), L \= [].
p00(X) :- (e1(Y,Y), between(1,3,X), Y \= Y, Y \= 3) ; (X \== 2, p00(X), e0(1), e0(Z)).
0.25::p00(X) :- e1(Y,1), between(1,3,X), call(e1, X, X), not e0(2).
p10 :- p10.
p10 <- e1(X,2), X >= 3.
p10 :- (e0(1), p10, p10) ; (e0(1)).
p20(2) :- Y == 3, e1(1,2), p00(Y), e1(Y,Y).
0.7::p21(3) :- p21(2), p21(Y), p21(Y).
p21(Y) <- e1(X,X), p00(X), p10, between(1,3,Y), Y =\= 3.
p21(Y) <- p21(Z), p10, between(1,3,Y), \+ p10, T =.. [g, Z], T \== g(0).
query(p21(Y)).
query(p10).
query(\+ p20(1)).
