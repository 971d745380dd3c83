:- use_module(library(lists)).
0.9::e0(3,2).
0.7::e0(3,3).
e0(1,1).
0.9::e1(1,3).
e1(1,1).
0.3::e1(3,3); 0.2::e1(2,2); 0.1::e1(1,1).
0.1::e2(3,3).
0.7::e3(1,1).
0.3::e3(1,1); 0.1::e3(2,2).
p00(X,Y) :- e2(Y,Z), between(1,3,X).
p00(Y,X) :- e3(Y,Y), between(1,3,X), findall(V, e3(Y,V), L), L \= [].
p00(Y,X) :- e0(Y,1), e0(2,Y), between(1,3,X), \+ e3(Y,X).
p10(Y) :- p11, e3(2,1), between(1,3,Y), call(e2, Y, Y), findall(V, e3(Y,V), L), sum_list(L, T), T > 2.
p10(Y) :- p11, between(1,3,Y), \+ e3(Y,Y), not e0(Y,Y).
p10(X) :- e0(Y,3), between(1,3,X).
p11 :- e0(Y,Z), e1(Z,2), Z =\= 2.
p11 :- (p00(X,2), \+ e2(X,X), X \= 2) ; (p10(3)).
query(e0(3,2)).
query(e1(Y,3)).
query(p00(3,3)).
