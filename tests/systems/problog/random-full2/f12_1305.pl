:- use_module(library(lists)).
0.7::e0(1).
0.4::e0(3).
0.3::e0(3); 0.1::e0(1); 0.1::e0(2).
e1.
0.2::e2(3).
0.25::e3.
p00(2,X) :- p00(X,X), e3, p00(X,X), W is X + 1, W < 5.
p10(Y) :- p10(3), e0(Z), e3, between(1,3,Y), Z >= 2, findall(V, e0(V), L), L = [].
p10(Y) :- (e1, e2(2), p00(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e2(Z), between(1,3,Y), findall(V, e0(V), L), L \= []).
p10(3) <- p00(Y,Y), Y \= Y, Y =\= 1.
query(e1).
query(e0(Y)).
query(\+ e2(3)).
